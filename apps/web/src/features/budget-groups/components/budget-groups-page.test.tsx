import { screen, waitFor } from '@testing-library/react';
import type { AllowedMobilityTypes, BudgetGroup } from '@mobilo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/auth-context';
import { mockFetch } from '../../../test/fetch-mock';
import { buildSession, errorResponse, jsonResponse, renderRoutes } from '../../../test/render';
import { BudgetGroupsPage } from './budget-groups-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const allowed: AllowedMobilityTypes = {
  package: 'STANDARD',
  companyMobilityTypes: ['GERMANY_TICKET'],
  privateMobilityTypes: ['GERMANY_TICKET'],
  netWageAvailable: false,
  companyNetWageCapableTypes: ['GERMANY_TICKET'],
  privateNetWageCapableTypes: ['GERMANY_TICKET'],
  lightExcludedPrivateTypes: [],
};

let nextId = 0;
const group = (name: string): BudgetGroup => ({
  id: `00000000-0000-4000-8000-${String((nextId += 1)).padStart(12, '0')}`,
  version: 1,
  name,
  budget: '100.00',
  users: [],
  usersCount: 0,
  scheduledUsersCount: 0,
  assignedUserSchedules: [],
  overflowInterval: [12],
  overflowIntervalKey: 'YEARLY',
  overflowIntervalString: '12',
  companyMobilityTypes: [],
  companyNetWageMobilityTypes: [],
  abroadCompanyNetWageMobilityTypes: [],
  privateMobilityTypes: [],
  privateNetWageMobilityTypes: [],
  abroadPrivateNetWageMobilityTypes: [],
  isEditable: true,
  isDeletable: true,
  isDuplicable: true,
});

function renderPage(path: string) {
  const page = (
    <SessionProvider session={buildSession()}>
      <BudgetGroupsPage />
    </SessionProvider>
  );
  return renderRoutes(
    [
      { path: '/settings/budget-groups', element: page },
      { path: '/settings/budget-groups/:budgetGroupId', element: page },
      { path: '/expenses', element: <p>employee screen</p> },
    ],
    path,
  );
}

describe('BudgetGroupsPage', () => {
  it.each([
    [[], '0 budget group'],
    [[group('A')], '1 budget group'],
    [[group('A'), group('B')], '2 budget groups'],
  ])('titles %j as "%s"', async (groups, title) => {
    mockFetch({
      'GET /api/v3/budgetclass': () => jsonResponse(groups),
      'GET /api/v3/budgetclass/allowedMobilityTypes': () => jsonResponse(allowed),
    });
    renderPage('/settings/budget-groups');
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('sends a detail that fails to load to the employee screen', async () => {
    mockFetch({
      'GET /api/v3/budgetclass': () => jsonResponse([]),
      'GET /api/v3/budgetclass/allowedMobilityTypes': () => jsonResponse(allowed),
      'GET /api/v3/budgetclass/00000000-0000-4000-8000-000000000009': () =>
        errorResponse(404, 'NOT_FOUND', 'budget group'),
    });
    const { router } = renderPage('/settings/budget-groups/00000000-0000-4000-8000-000000000009');
    await waitFor(() => expect(router.state.location.pathname).toBe('/expenses'));
  });
});
