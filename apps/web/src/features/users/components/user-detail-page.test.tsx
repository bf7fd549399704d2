import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BudgetGroup } from '@mobilo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/auth-context';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { buildManagedUser, buildSession, errorResponse, jsonResponse, renderRoutes } from '../../../test/render';
import { UserDetailPage } from './user-detail-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const userId = '00000000-0000-4000-8000-000000000042';
const group = (id: string, name: string): BudgetGroup => ({
  id,
  version: 1,
  name,
  budget: '50.00',
  users: [],
  usersCount: 0,
  scheduledUsersCount: 0,
  assignedUserSchedules: [],
  overflowInterval: [],
  overflowIntervalKey: 'NONE',
  overflowIntervalString: '',
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
const standard = group('00000000-0000-4000-8000-0000000000a1', 'Standard');
const field = group('00000000-0000-4000-8000-0000000000a2', 'Field staff');

function renderPage() {
  const user = buildManagedUser({
    id: userId,
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@demo.test',
    budgetClass: { id: standard.id, name: standard.name },
    role: { id: '00000000-0000-4000-8000-0000000000b1', name: 'USER', rights: [] },
  });
  const fetchMock = mockFetch({
    [`GET /user/${userId}`]: () =>
      jsonResponse({
        ...user,
        period: '202611',
        isLight: false,
        companyMobilityTypes: [],
        privateMobilityTypes: [],
        allowedOrigins: ['HOME'],
        allowedExpenseOrigins: ['HOME'],
        minActivenessDate: '2025-01-03',
        minDate: '2026-11-01',
        maxDate: '2026-11-30',
        minDateTimestamp: Date.parse('2025-01-03'),
        companyCurrency: 'EUR',
        budgetGroup: null,
      }),
    'GET /role': () => jsonResponse([user.role]),
    'GET /api/v3/budgetclass': () => jsonResponse([standard, field]),
    [`GET /user/${userId}/budget`]: () => errorResponse(404, 'NOT_FOUND'),
    [`PUT /user/${userId}`]: () => jsonResponse(user),
  });
  fetchMock.mockImplementation(
    ((original) => async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (/\/(corrections|deductions)\//.test(path)) return errorResponse(404, 'NOT_FOUND');
      return original(input, init);
    })(fetchMock.getMockImplementation()!),
  );
  renderRoutes(
    [
      {
        path: '/users/:userId',
        element: (
          <SessionProvider session={buildSession()}>
            <UserDetailPage />
          </SessionProvider>
        ),
      },
    ],
    `/users/${userId}`,
  );
  return fetchMock;
}

describe('UserDetailPage', () => {
  it('asks before moving a user to another budget group, as the group dialogs do, and saves only when confirmed', async () => {
    const fetchMock = renderPage();
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Budget group' });
    await waitFor(() => expect(select).toHaveValue('Standard'));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Field staff' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Move Grace Hopper from Standard to Field staff? They leave Standard and get the budget and mobility types of Field staff.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Move user')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', `/user/${userId}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Move user')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'PUT', `/user/${userId}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Move' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', `/user/${userId}`)).toHaveLength(1));
  }, 60_000);
});
