import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SaveExpenseRequest } from '@mobilo/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/auth-context';
import { i18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { buildSession, renderWithProviders } from '../../../test/render';
import type { ExpenseFormValues } from '../hooks/expense-form-rules';
import { putQueuedExpense, queuedExpensesOf, resetQueueStoreForTests } from '../queue/expense-queue-store';
import type { QueuedExpense } from '../queue/queued-expense';
import { QueuedExpenses } from './queued-expenses';

const session = buildSession({ hasBudgetGroup: true, culture: 'en' });
const userId = session.user.id;
const body = {
  originalCost: '23.40',
  originalCurrency: 'EUR',
  date: '2026-11-20',
  type: 'TAXI',
  tripToWork: false,
  origin: 'HOME',
  description: 'Taxi',
} as SaveExpenseRequest;

function item(overrides: Partial<QueuedExpense> = {}): QueuedExpense {
  return {
    id: crypto.randomUUID(),
    userId,
    recordedAt: '2026-11-20T10:00:00Z',
    body,
    values: {} as ExpenseFormValues,
    receipt: { name: 'taxi.pdf', type: 'application/pdf', bytes: new ArrayBuffer(4) },
    submit: false,
    createKey: crypto.randomUUID(),
    uploadKey: crypto.randomUUID(),
    expenseId: null,
    problem: null,
    ...overrides,
  };
}

function renderQueue(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  // Nothing may reach the server: waiting items are only shown offline, refused ones are not sent.
  const fetchMock = mockFetch({});
  renderWithProviders(
    <SessionProvider session={session}>
      <QueuedExpenses />
    </SessionProvider>,
  );
  return fetchMock;
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  resetQueueStoreForTests();
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the expenses waiting to be sent', () => {
  it.each([
    ['en', 'Waiting to be sent', 'Waiting for a connection', 'You are offline.'],
    ['de', 'Wartet auf Versand', 'Wartet auf Verbindung', 'Sie sind offline.'],
  ])('says an expense waits for the connection, with its receipt (%s)', async (language, title, state, intro) => {
    await i18n.changeLanguage(language);
    await putQueuedExpense(item());
    const fetchMock = renderQueue(false);

    const section = await screen.findByRole('region', { name: title });
    const row = within(section).getByTestId('queued-expense');
    expect(row).toHaveTextContent('taxi.pdf');
    expect(row).toHaveTextContent(state);
    expect(section).toHaveTextContent(intro);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'Choose another month', 'Change the date'],
    ['de', 'Anderen Monat wählen', 'Datum ändern'],
  ])('turns a closed month into a task with a way to fix it (%s)', async (language, task, action) => {
    await i18n.changeLanguage(language);
    await putQueuedExpense(item({ problem: { task: 'month', errorCode: 'PERIOD_CLOSED', parameter: '202611' } }));
    renderQueue(true);

    const row = await screen.findByTestId('queued-expense');
    expect(row).toHaveTextContent(task);
    expect(within(row).getByRole('button', { name: action })).toBeEnabled();
  });

  it('names the refused field and offers to correct it', async () => {
    await putQueuedExpense(item({ problem: { task: 'fix', errorCode: 'INVALID_INPUT', parameter: 'originalCost' } }));
    const fetchMock = renderQueue(true);

    const row = await screen.findByTestId('queued-expense');
    expect(row).toHaveTextContent('Needs a correction');
    expect(within(row).getByRole('button', { name: 'Correct' })).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('discards an item only after a confirmation', async () => {
    await putQueuedExpense(item({ problem: { task: 'month', errorCode: 'PERIOD_CLOSED', parameter: '202611' } }));
    renderQueue(true);

    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await vi.waitFor(async () => expect(await queuedExpensesOf(userId)).toEqual([]));
    await waitFor(() => expect(screen.queryByTestId('expense-queue')).not.toBeInTheDocument());
  });

  it('never shows another user’s waiting expenses', async () => {
    await putQueuedExpense(item({ userId: 'someone-else', receipt: null }));
    await putQueuedExpense(item());
    renderQueue(false);

    expect(await screen.findByText('taxi.pdf')).toBeInTheDocument();
    expect(screen.getAllByTestId('queued-expense')).toHaveLength(1);
  });
});
