import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListUsersResponse } from '@mobilo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/auth-context';
import { mockFetch } from '../../../test/fetch-mock';
import { buildSession, jsonResponse, renderWithProviders } from '../../../test/render';
import { DeactivateDialog } from './deactivate-dialog';
import { UsersPage } from './users-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const page = (statuses: ListUsersResponse['users'][number]['status'][]): ListUsersResponse => ({
  users: statuses.map((status, index) => ({
    id: `00000000-0000-4000-8000-00000000000${index}`,
    firstName: `First${index}`,
    lastName: `Last${index}`,
    email: `user${index}@demo.test`,
    personalNumber: null,
    status,
    userType: 'PROFESSIONAL',
    role: 'USER',
    budgetClass: null,
    createdDate: '2026-01-01T00:00:00.000Z',
  })),
  page: 1,
  pageSize: 20,
  totalPages: 1,
  totalCount: statuses.length,
});

describe('UsersPage', () => {
  it('shows the status badges and the Personio warning when the integration is active', async () => {
    mockFetch({ 'GET /user': () => jsonResponse(page(['CREATED', 'INVITED', 'ACTIVE', 'DEACTIVATED'])) });
    const session = buildSession();
    session.user.company.isPersonioActive = true;
    renderWithProviders(
      <SessionProvider session={session}>
        <UsersPage />
      </SessionProvider>,
    );
    for (const label of ['Created', 'Invited', 'Active', 'Deactivated']) {
      expect(await screen.findByText(label)).toBeInTheDocument();
    }
    expect(screen.getByText(/Personio\) is active/)).toBeInTheDocument();
  });

  it('sends the search to the server', async () => {
    const fetchMock = mockFetch({ 'GET /user': () => jsonResponse(page(['ACTIVE'])) });
    renderWithProviders(
      <SessionProvider session={buildSession()}>
        <UsersPage />
      </SessionProvider>,
    );
    await userEvent.type(await screen.findByRole('textbox', { name: /Search/ }), 'Jürgen');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('search=J%C3%BCrgen'))).toBe(true),
    );
    expect(screen.queryByText(/Personio/)).not.toBeInTheDocument();
  });
});

describe('DeactivateDialog', () => {
  const active = { status: 'ACTIVE', isBudgetActive: true } as const;

  it('needs a comment for the reason OTHER', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <DeactivateDialog name="Emma" target={active} pending={false} onClose={() => {}} onSubmit={onSubmit} />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Reason' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Other' }));
    const submit = screen.getByRole('button', { name: 'Deactivate' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Comment/ }), 'Moved away');
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'OTHER', scope: 'BOTH', comment: 'Moved away', date: null });
  });

  it('offers to end the account, the budget or both, and only what is still on', async () => {
    const onSubmit = vi.fn();
    const { unmount } = renderWithProviders(
      <DeactivateDialog name="Emma" target={active} pending={false} onClose={() => {}} onSubmit={onSubmit} />,
    );
    expect(screen.getByRole('radio', { name: 'Account and budget' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /^Budget only/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'LEFT_COMPANY', scope: 'BUDGET', comment: null, date: null });
    unmount();
    renderWithProviders(
      <DeactivateDialog
        name="Emma"
        target={{ status: 'ACTIVE', isBudgetActive: false }}
        pending={false}
        onClose={() => {}}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ reason: 'LEFT_COMPANY', scope: 'ACCOUNT', comment: null, date: null });
  });

  it('offers Cancel, not a way back to the list, beside the action', () => {
    renderWithProviders(
      <DeactivateDialog name="Emma" target={active} pending={false} onClose={() => {}} onSubmit={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to the list' })).not.toBeInTheDocument();
  });
});
