import type { BudgetGroup, ListUsersResponse } from '@mobilo/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { AssignUsersDialog } from './assign-users-dialog';

afterEach(() => vi.unstubAllGlobals());

const group = { id: 'g-target', name: 'Public transport', users: [] } as unknown as BudgetGroup;
const user = (id: string, firstName: string, budgetClass: { id: string; name: string } | null) => ({
  id,
  firstName,
  lastName: 'Doe',
  email: `${firstName.toLowerCase()}@demo.test`,
  personalNumber: null,
  status: 'ACTIVE' as const,
  userType: 'PROFESSIONAL' as const,
  role: 'USER' as const,
  budgetClass,
  createdDate: '2026-01-01T00:00:00.000Z',
});
const users: ListUsersResponse = {
  users: [user('u1', 'Emma', { id: 'g-standard', name: 'Standard' }), user('u2', 'Nina', null)],
  page: 1,
  pageSize: 20,
  totalPages: 1,
  totalCount: 2,
};

describe('adding users to a budget group', () => {
  it('shows where each user is now and asks to move someone out of another group', async () => {
    mockFetch({ 'GET /user': () => jsonResponse(users) });
    const onAssign = vi.fn();
    renderWithProviders(<AssignUsersDialog group={group} pending={false} onClose={() => {}} onAssign={onAssign} />);
    const events = userEvent.setup();

    expect(await screen.findByText('emma@demo.test · now in Standard')).toBeInTheDocument();
    await events.click(screen.getByRole('checkbox', { name: /Nina/ }));
    expect(screen.queryByTestId('assign-moves')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add 1 user' })).toBeEnabled();

    await events.click(screen.getByRole('checkbox', { name: /Emma/ }));
    expect(screen.getByTestId('assign-moves')).toHaveTextContent('1 user will leave their current group (Standard).');
    await events.click(screen.getByRole('button', { name: 'Move 2 users here' }));
    expect(onAssign).toHaveBeenCalledWith(['u2', 'u1']);
  });
});
