import { type Period, periodAbilities, type Right, type RoleName } from '@mobilo/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../../lib/auth-context';
import { callsTo, mockFetch } from '../../../../test/fetch-mock';
import { buildSession, jsonResponse, renderWithProviders } from '../../../../test/render';
import { managementPeriodsKey, periodBudgetKey, periodExpensesKey } from '../../api/period-query-keys';
import { MissingPersonalNumberWarning } from './missing-personal-number-warning';
import { PeriodActions } from './period-actions';

function period(overrides: Partial<Period> = {}): Period {
  const facts = {
    isClosed: false,
    isInvoiced: false,
    isInvoiceable: true,
    isWithinReopenPeriod: false,
    ...overrides,
  };
  return {
    ...periodAbilities(facts, ['CAN_MANAGE_PERIODS']),
    id: 'p-202610',
    periodId: 'p-202610',
    periodString: '202610',
    year: '2026',
    month: '10',
    status: 'active',
    isInvoiced: false,
    isClosed: false,
    isInvoiceable: true,
    isWithinReopenPeriod: false,
    isInThePast: true,
    taxStatus: 'NONE',
    hasTaxProcessFailed: false,
    invoicedAt: null,
    ...overrides,
  };
}

const manager: Right[] = ['CAN_GET_ALL_EXPENSES', 'CAN_MANAGE_PERIODS', 'CAN_EDIT_EXPENSES'];
const checker: Right[] = ['CAN_GET_ALL_EXPENSES', 'CAN_EDIT_EXPENSES'];

function renderActions(p: Period, rights: Right[], role: RoleName = 'ADMIN') {
  const session = buildSession({ role: { id: 'r', name: role, rights } });
  return renderWithProviders(
    <SessionProvider session={session}>
      <PeriodActions period={p} taxReportButton={() => <button type="button">Tax report</button>} />
    </SessionProvider>,
  );
}

const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('period actions', () => {
  it.each([
    ['an open, invoiceable period', period(), ['Close period', 'Invoice period']],
    ['an open period whose month has not started', period({ isInvoiceable: false }), ['Close period']],
    ['a closed period', period({ isClosed: true, status: 'closed' }), ['Reopen period', 'Invoice period']],
    [
      'an invoiced period within the reopen window',
      period({ isInvoiced: true, isClosed: true, status: 'invoiced', isWithinReopenPeriod: true }),
      ['Undo invoicing', 'Tax report'],
    ],
    ['an invoiced period past the reopen window', period({ isInvoiced: true, status: 'invoiced' }), ['Tax report']],
  ])('offer the allowed buttons for %s', (_name, p, expected) => {
    mockFetch({});
    renderActions(p, manager);
    expect(buttonNames()).toEqual(expected);
  });

  it('are hidden for a viewer who may not manage periods', () => {
    mockFetch({});
    renderActions(period({ isClosed: true }), checker, 'EXPENSE_CHECKER');
    expect(buttonNames()).toEqual([]);
    renderActions(period({ isInvoiced: true, isWithinReopenPeriod: true }), checker, 'EXPENSE_CHECKER');
    expect(buttonNames()).toEqual([]);
  });

  it('ask first, then close the period, tell so and reload the period list and its expenses', async () => {
    const fetchMock = mockFetch({
      'PATCH /management/period/202610/close': () => jsonResponse(period({ isClosed: true, status: 'closed' })),
    });
    const view = renderActions(period(), manager);
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
    const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);

    fireEvent.click(screen.getByRole('button', { name: 'Close period' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Close October 2026?');
    expect(callsTo(fetchMock, 'PATCH', '/management/period/202610/close')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close period' }));

    expect(await screen.findByText('Period closed.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/management/period/202610/close')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(invalidated()).toEqual([managementPeriodsKey, periodExpensesKey('202610')]);
  });

  it('invoicing reloads the budget as well', async () => {
    mockFetch({
      'PATCH /management/period/202610/invoice': () => jsonResponse(period({ isInvoiced: true, status: 'invoiced' })),
    });
    const view = renderActions(period(), manager);
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
    const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);

    fireEvent.click(screen.getByRole('button', { name: 'Invoice period' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Invoice period' }));
    expect(await screen.findByText('Period invoiced.')).toBeInTheDocument();
    expect(invalidated()).toEqual([managementPeriodsKey, periodExpensesKey('202610'), periodBudgetKey('202610')]);
  });
});

describe('missing personal number warning', () => {
  const users = {
    users: [
      { id: 'u1', name: 'Lea Light', email: 'light@demo.test' },
      { id: 'u2', name: 'Max Muster', email: 'max@demo.test' },
    ],
  };

  function renderWarning(p: Period, rights: Right[]) {
    const session = buildSession({ role: { id: 'r', name: 'ADMIN', rights } });
    return renderWithProviders(
      <SessionProvider session={session}>
        <MissingPersonalNumberWarning period={p} />
      </SessionProvider>,
    );
  }

  it('counts the users without personal number while the period is not invoiced', async () => {
    mockFetch({ 'GET /api/v3/company/users/no-personal-number': () => jsonResponse(users) });
    renderWarning(period(), manager);
    expect(await screen.findByText(/2 users have no personal number/)).toBeInTheDocument();
  });

  it('is not asked for once the period is invoiced, nor by a viewer who may not manage periods', () => {
    const fetchMock = mockFetch({ 'GET /api/v3/company/users/no-personal-number': () => jsonResponse(users) });
    renderWarning(period({ isInvoiced: true, status: 'invoiced' }), manager);
    renderWarning(period(), checker);
    expect(callsTo(fetchMock, 'GET', '/api/v3/company/users/no-personal-number')).toHaveLength(0);
    expect(screen.queryByTestId('missing-personal-number')).not.toBeInTheDocument();
  });
});
