import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  currentPeriod,
  type ReviewExpense,
  type UserSummariesPage,
  type UserSummary,
  type UserWithExpenses,
} from '@mobilo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../../lib/auth-context';
import { callsTo, mockFetch } from '../../../../test/fetch-mock';
import { buildSession, jsonResponse, renderRoutes } from '../../../../test/render';
import { buildPeriod, buildReviewExpense, buildUserWithExpenses } from '../../../../test/review-data';
import { AuditPage } from './audit-page';

const month = currentPeriod();
const summariesPath = '/api/v3/expenses/users/summaries';

function summaryOf(entry: UserWithExpenses): UserSummary {
  const count = entry.expenses.length;
  return {
    user: entry.user,
    budgetInfo: entry.budgetInfo,
    totalCost: entry.totalCost,
    counts: { all: count, matching: count, toReview: count, checked: 0, marked: 0, rejected: 0, warnings: 0 },
  };
}

function pageOf(entries: UserWithExpenses[], page: number, totalPages: number): UserSummariesPage {
  return { users: entries.map(summaryOf), page, pageSize: 50, totalPages, totalCount: entries.length * totalPages };
}

const expenseOf = (date: string): ReviewExpense => buildReviewExpense({ date, periodString: month });

function renderAudit(path = '/audit') {
  const page = (
    <SessionProvider
      session={buildSession({
        role: { id: 'role-checker', name: 'EXPENSE_CHECKER', rights: ['CAN_GET_ALL_EXPENSES'] },
      })}
    >
      <AuditPage />
    </SessionProvider>
  );
  return renderRoutes(
    [
      { path: '/audit', element: page },
      { path: '/audit/expense/:expenseId', element: page },
    ],
    path,
  );
}

/** Handlers for the period list and each user's card. */
function cardHandlers(entries: UserWithExpenses[]) {
  const handlers: Record<string, () => Response> = {
    'GET /period': () => jsonResponse([buildPeriod(month)]),
  };
  for (const entry of entries) handlers[`GET /api/v3/expenses/users/${entry.user.id}`] = () => jsonResponse(entry);
  return handlers;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AuditPage', () => {
  it('shows the users of the first page and loads each card’s expenses with its own call', async () => {
    const anna = buildUserWithExpenses('Anna Alt', [expenseOf(`${month.slice(0, 4)}-${month.slice(4)}-02`)]);
    const ben = buildUserWithExpenses('Ben Bau', [expenseOf(`${month.slice(0, 4)}-${month.slice(4)}-03`)]);
    const fetchMock = mockFetch({
      ...cardHandlers([anna, ben]),
      [`GET ${summariesPath}`]: () => jsonResponse(pageOf([anna, ben], 1, 1)),
    });
    renderAudit();

    const cards = await screen.findAllByTestId('audit-user-card');
    expect(cards.map((card) => within(card).getAllByText(/Alt|Bau/)[0]!.textContent)).toEqual(['Anna Alt', 'Ben Bau']);
    await waitFor(() => expect(document.querySelectorAll('[data-review-row]')).toHaveLength(2));
    expect(callsTo(fetchMock, 'GET', `/api/v3/expenses/users/${anna.user.id}`)).toHaveLength(1);
    const [summaryCall] = callsTo(fetchMock, 'GET', summariesPath);
    const query = new URL(String(summaryCall![0]), 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({ month, sortBy: 'name', sortOrder: 'ASC', page: '1' });
  });

  it('marks the list busy while a user’s expenses are still loading, so that nobody reads rows about to move', async () => {
    const anna = buildUserWithExpenses('Anna Alt', [expenseOf(`${month.slice(0, 4)}-${month.slice(4)}-02`)]);
    let answerCard: () => void = () => undefined;
    const cardAnswered = new Promise<void>((resolve) => (answerCard = resolve));
    mockFetch({
      ...cardHandlers([anna]),
      [`GET /api/v3/expenses/users/${anna.user.id}`]: async () => {
        await cardAnswered;
        return jsonResponse(anna);
      },
      [`GET ${summariesPath}`]: () => jsonResponse(pageOf([anna], 1, 1)),
    });
    renderAudit();

    await screen.findByTestId('audit-user-card');
    expect(screen.getByTestId('audit-list')).toHaveAttribute('aria-busy', 'true');
    answerCard();
    await waitFor(() => expect(document.querySelectorAll('[data-review-row]')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('audit-list')).toHaveAttribute('aria-busy', 'false'));
  });

  it('asks the server for the search and the filter instead of filtering loaded users', async () => {
    const anna = buildUserWithExpenses('Anna Alt', [expenseOf(`${month.slice(0, 4)}-${month.slice(4)}-02`)]);
    const fetchMock = mockFetch({
      ...cardHandlers([anna]),
      [`GET ${summariesPath}`]: ({ url }) =>
        jsonResponse(url.searchParams.get('search') === 'zzz' ? pageOf([], 1, 1) : pageOf([anna], 1, 1)),
    });
    renderAudit();
    await screen.findByTestId('audit-user-card');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search users' }), 'zzz');
    expect(await screen.findByTestId('audit-empty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Unchecked' }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET', summariesPath).some(([input]) => {
          const params = new URL(String(input), 'http://localhost').searchParams;
          return params.get('search') === 'zzz' && params.get('checkStatus') === 'unchecked';
        }),
      ).toBe(true),
    );
  });

  it('offers the users the server finds for what is typed, and filters the list by the chosen ones', async () => {
    const anna = buildUserWithExpenses('Anna Alt', [expenseOf(`${month.slice(0, 4)}-${month.slice(4)}-02`)]);
    const ben = buildUserWithExpenses('Ben Bau', [expenseOf(`${month.slice(0, 4)}-${month.slice(4)}-03`)]);
    const fetchMock = mockFetch({
      ...cardHandlers([anna, ben]),
      [`GET ${summariesPath}`]: ({ url }) => {
        const search = url.searchParams.get('search');
        const chosen = url.searchParams.get('userIds');
        if (chosen)
          return jsonResponse(
            pageOf(
              [anna, ben].filter((e) => chosen.includes(e.user.id)),
              1,
              1,
            ),
          );
        return jsonResponse(pageOf(search === 'Bau' ? [ben] : [anna, ben], 1, 1));
      },
    });
    renderAudit();
    await screen.findAllByTestId('audit-user-card');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const asked = () =>
      callsTo(fetchMock, 'GET', summariesPath).map(
        ([input]) => new URL(String(input), 'http://localhost').searchParams,
      );
    await userEvent.type(await screen.findByRole('combobox', { name: 'Users' }), 'Bau');
    // The options come from the server's search, twenty at most.
    await waitFor(() =>
      expect(asked().some((params) => params.get('search') === 'Bau' && params.get('pageSize') === '20')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Anna Alt' })).toBeNull());
    await userEvent.click(screen.getByRole('option', { name: 'Ben Bau' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-user-card')).toHaveLength(1));
    expect(screen.getByTestId('audit-user-card')).toHaveTextContent('Ben Bau');
    expect(asked().some((params) => params.get('userIds') === ben.user.id)).toBe(true);
  });

  it('crosses with the arrow key to the next user on a page not loaded yet, as the server names them', async () => {
    const day = (d: string) => `${month.slice(0, 4)}-${month.slice(4)}-${d}`;
    const anna = buildUserWithExpenses('Anna Alt', [expenseOf(day('02')), expenseOf(day('04'))]);
    const zora = buildUserWithExpenses('Zora Zeh', [expenseOf(day('05'))]);
    const [, last] = anna.expenses;
    const fetchMock = mockFetch({
      ...cardHandlers([anna]),
      [`GET ${summariesPath}`]: ({ url }) =>
        jsonResponse(url.searchParams.get('page') === '1' ? pageOf([anna], 1, 2) : pageOf([zora], 2, 2)),
      'GET /api/v3/expenses/users/summaries/neighbour': () => jsonResponse({ position: 1, entry: zora }),
      [`GET /management/period/expense/${zora.expenses[0]!.id}`]: () => jsonResponse(zora.expenses[0]),
      [`GET /management/period/expense/${last!.id}`]: () => jsonResponse(last),
    });
    const { router } = renderAudit(`/audit/expense/${last!.id}`);
    await waitFor(() => expect(screen.getByTestId('audit-expense-panel')).toHaveAttribute('data-expense-id', last!.id));

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/audit/expense/${zora.expenses[0]!.id}`));
    const [neighbourCall] = callsTo(fetchMock, 'GET', '/api/v3/expenses/users/summaries/neighbour');
    const params = new URL(String(neighbourCall![0]), 'http://localhost').searchParams;
    expect(params.get('userId')).toBe(anna.user.id);
    expect(params.get('direction')).toBe('NEXT');
    // The list now holds the second page, where Zora stands.
    expect(await screen.findByText('Zora Zeh')).toBeInTheDocument();

    // Back up: Anna's card is loaded, so no server call is needed to return.
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/audit/expense/${last!.id}`));
    expect(callsTo(fetchMock, 'GET', '/api/v3/expenses/users/summaries/neighbour')).toHaveLength(1);
  });

  it('says in the panel what the receipt states, and reads the receipts again there too', async () => {
    const day = `${month.slice(0, 4)}-${month.slice(4)}-02`;
    const file = {
      id: 'file-1',
      originalName: 'taxi.png',
      mimeType: 'image/png' as const,
      name: 'taxi.png',
      size: 1000,
      sha256: 'a'.repeat(64),
      url: '/files/taxi.png',
      previewUrl: '/files/taxi.png?preview',
    };
    const expense = buildReviewExpense({
      date: day,
      periodString: month,
      files: [file],
      receiptMismatches: ['AMOUNT'],
    });
    const anna = buildUserWithExpenses('Anna Alt', [expense]);
    const readingPath = `/management/period/expense/${expense.id}/ocr`;
    const fetchMock = mockFetch({
      ...cardHandlers([anna]),
      [`GET ${summariesPath}`]: () => jsonResponse(pageOf([anna], 1, 1)),
      [`GET /management/period/expense/${expense.id}`]: () => jsonResponse(expense),
      [`GET ${readingPath}`]: () =>
        jsonResponse({
          expenseId: expense.id,
          files: [],
          combined: { totalAmount: '12.50', invoiceDate: day, currency: 'EUR', invoiceNumber: null },
        }),
      [`POST ${readingPath}/read`]: () => jsonResponse({ queued: 1 }),
    });
    renderAudit(`/audit/expense/${expense.id}`);

    const panel = await screen.findByTestId('audit-expense-panel');
    expect(await within(panel).findByText('The receipt states €12.50, not the claimed cost.')).toBeInTheDocument();
    expect(within(panel).getByText(/read from receipt: €12\.50/)).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Read receipts again' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `${readingPath}/read`)).toHaveLength(1));
    expect(await screen.findByText('The receipts are being read again.')).toBeInTheDocument();
  });

  it('gathers arrow presses made while the server names the next user and jumps to where they lead', async () => {
    const day = (d: string) => `${month.slice(0, 4)}-${month.slice(4)}-${d}`;
    const anna = buildUserWithExpenses('Anna Alt', [expenseOf(day('02'))]);
    const zora = buildUserWithExpenses('Zora Zeh', [expenseOf(day('05')), expenseOf(day('06')), expenseOf(day('07'))]);
    const [first] = anna.expenses;
    let answerNeighbour = () => {};
    const neighbourAsked = new Promise<void>((asked) => {
      answerNeighbour = asked;
    });
    const handlers: Parameters<typeof mockFetch>[0] = {
      ...cardHandlers([anna]),
      [`GET ${summariesPath}`]: ({ url }) =>
        jsonResponse(url.searchParams.get('page') === '1' ? pageOf([anna], 1, 2) : pageOf([zora], 2, 2)),
      'GET /api/v3/expenses/users/summaries/neighbour': async () => {
        await neighbourAsked;
        return jsonResponse({ position: 1, entry: zora });
      },
      [`GET /management/period/expense/${first!.id}`]: () => jsonResponse(first),
    };
    for (const expense of zora.expenses) {
      handlers[`GET /management/period/expense/${expense.id}`] = () => jsonResponse(expense);
    }
    mockFetch(handlers);
    const { router } = renderAudit(`/audit/expense/${first!.id}`);
    await waitFor(() =>
      expect(screen.getByTestId('audit-expense-panel')).toHaveAttribute('data-expense-id', first!.id),
    );
    const opened: string[] = [];
    router.subscribe((state) => opened.push(state.location.pathname));

    // Three presses while the server is still asked for Zora: the walk ends on her third expense.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    answerNeighbour();
    const last = `/audit/expense/${zora.expenses[2]!.id}`;
    await waitFor(() => expect(router.state.location.pathname).toBe(last));
    expect(opened.filter((path) => path.startsWith('/audit/expense/'))).toEqual([last]);
  });
});
