import 'fake-indexeddb/auto';
import type { UserMetadataResponse } from '@mobilo/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/auth-context';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { buildSession, jsonResponse, renderWithProviders } from '../../../test/render';
import { buildUserDetail } from '../../../test/user-detail';
import { queuedExpensesOf, resetQueueStoreForTests } from '../queue/expense-queue-store';
import { ExpenseEditor } from './expense-editor';

const session = buildSession({ hasBudgetGroup: true, culture: 'en' });
const userId = session.user.id;
const metadata = {
  id: userId,
  period: '202611',
  isLight: false,
  companyMobilityTypes: ['GERMANY_TICKET'],
  privateMobilityTypes: ['TAXI'],
  allowedOrigins: ['HOME'],
  allowedExpenseOrigins: ['HOME'],
  minActivenessDate: '2025-01-03',
  minDate: '2026-11-01',
  maxDate: '2026-11-30',
  minDateTimestamp: Date.parse('2025-01-03'),
  companyCurrency: 'EUR',
  budgetGroup: null,
} satisfies UserMetadataResponse;

function renderNewExpense(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    [`GET /user/${userId}`]: () => jsonResponse(buildUserDetail(session, metadata)),
    'GET /v2/exchangerate/currencies': () => jsonResponse(['EUR']),
    'POST /api/v3/receipts/read': () =>
      jsonResponse({ totalAmount: null, currency: null, invoiceDate: null, invoiceNumber: null }),
    ...routes,
  });
  const onDone = vi.fn();
  const view = renderWithProviders(
    <SessionProvider session={session}>
      <ExpenseEditor expense={null} periodInvoiced={false} onDone={onDone} onCancel={vi.fn()} />
    </SessionProvider>,
  );
  return { fetchMock, onDone, view };
}

async function fillAndCreate(container: HTMLElement) {
  fireEvent.change(await screen.findByRole('textbox', { name: /Cost/ }), { target: { value: '12.34' } });
  fireEvent.click(screen.getByLabelText('Private trip'));
  fireEvent.click(screen.getByRole('combobox', { name: /Mobility type/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Taxi' }));
  const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'taxi.pdf', { type: 'application/pdf' })] } });
  await screen.findByTestId('pending-receipt');
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  resetQueueStoreForTests();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// The whole form is filled on a busy machine: more than the default time.
describe('a new expense without a connection', { timeout: 60_000 }, () => {
  it('waits in the browser with its receipt and keys when the browser is offline, and nothing is sent', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const toast = vi.spyOn(notifications, 'show');
    const { fetchMock, onDone, view } = renderNewExpense();
    await fillAndCreate(view.container);

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.any(String), false));
    const [item] = await queuedExpensesOf(userId);
    expect(item).toMatchObject({ body: { originalCost: '12.34' }, receipt: { name: 'taxi.pdf' }, problem: null });
    expect(item!.createKey).not.toBe(item!.uploadKey);
    expect(callsTo(fetchMock, 'POST', '/v2/expenses/')).toHaveLength(0);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/^No connection/) }));
  });

  it('keeps the key of a create whose answer was lost, so sending it again cannot make a second expense', async () => {
    const { fetchMock, onDone, view } = renderNewExpense({
      'POST /v2/expenses/': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await fillAndCreate(view.container);

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [sent] = callsTo(fetchMock, 'POST', '/v2/expenses/');
    const [item] = await queuedExpensesOf(userId);
    expect(new Headers(sent![1]?.headers).get('Idempotency-Key')).toBe(item!.createKey);
  });

  it('says so when the browser’s storage is full and keeps the form filled', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // The browser refuses the write as a full storage does (restored after the test).
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { onDone, view } = renderNewExpense();
    await fillAndCreate(view.container);

    expect(await screen.findByText(/browser storage of this device is full/)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Cost/ })).toHaveValue('12.34');
    expect(screen.getByTestId('pending-receipt')).toHaveTextContent('taxi.pdf');
    expect(await queuedExpensesOf(userId)).toEqual([]);
  });
});
