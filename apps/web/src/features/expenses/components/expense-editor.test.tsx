import type { Expense, UserMetadataResponse } from '@mobilo/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/auth-context';
import { useReloadable } from '../../../lib/changed-meanwhile';
import { i18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { buildSession, jsonResponse, renderWithProviders } from '../../../test/render';
import { buildExpense } from '../../../test/review-data';
import { buildUserDetail } from '../../../test/user-detail';
import { ExpenseEditor } from './expense-editor';

const session = buildSession({ hasBudgetGroup: true, culture: 'en' });
const userId = session.user.id;

const metadata: UserMetadataResponse = {
  id: userId,
  period: '202611',
  isLight: false,
  companyMobilityTypes: ['GERMANY_TICKET', 'RAIL_CARD'],
  privateMobilityTypes: ['TAXI'],
  allowedOrigins: ['HOME', 'ABROAD'],
  allowedExpenseOrigins: ['HOME', 'ABROAD'],
  minActivenessDate: '2025-01-03',
  minDate: '2026-11-01',
  maxDate: '2026-11-30',
  minDateTimestamp: Date.parse('2025-01-03'),
  companyCurrency: 'EUR',
  budgetGroup: null,
};

/** GET /user/{id}?month answers the managed user with the month's metadata. */
const userDetail = buildUserDetail(session, metadata);

/** Ada's stored Deutschlandticket, ready to submit. */
function expense(overrides: Partial<Expense> = {}): Expense {
  const id = '7c7b0e57-5c2c-4a51-9f3e-0c6a3e9f1a01';
  return buildExpense({
    id,
    user: { id: userId, name: 'Ada Lovelace', personalNumber: '1001' },
    submitDate: null,
    status: 'READY',
    processStatus: 'READY',
    files: [
      {
        id: '7c7b0e57-5c2c-4a51-9f3e-0c6a3e9f1a02',
        originalName: 'ticket.pdf',
        mimeType: 'application/pdf',
        name: 'ticket.pdf',
        size: 100,
        sha256: 'x',
        url: '/v2/expenses/a/files/b',
        previewUrl: '/v2/expenses/a/files/b/preview',
      },
    ],
    isBillable: false,
    isSubmitted: false,
    isUpdateableForAdmins: false,
    isEditable: false,
    auditLog: { ...buildExpense().auditLog, submittedAt: null },
    ...overrides,
  });
}

function renderEditor(stored: Expense | null, routes: Parameters<typeof mockFetch>[0] = {}) {
  mockFetch({
    [`GET /user/${userId}`]: () => jsonResponse(userDetail),
    'GET /v2/exchangerate/currencies': () => jsonResponse(['EUR', 'USD']),
    ...routes,
  });
  return renderWithProviders(
    <SessionProvider session={session}>
      <ExpenseEditor expense={stored} periodInvoiced={false} onDone={vi.fn()} onCancel={vi.fn()} />
    </SessionProvider>,
  );
}

/** The editor for a user who reads the language; answers what it sent. */
async function renderLocalised(language: 'en' | 'de', stored: Expense | null) {
  await i18n.changeLanguage(language);
  const fetchMock = mockFetch({
    [`GET /user/${userId}`]: () => jsonResponse(userDetail),
    'GET /v2/exchangerate/currencies': () => jsonResponse(['EUR', 'USD']),
  });
  renderWithProviders(
    <SessionProvider session={buildSession({ hasBudgetGroup: true, culture: language })}>
      <ExpenseEditor expense={stored} periodInvoiced={false} onDone={vi.fn()} onCancel={vi.fn()} />
    </SessionProvider>,
  );
  return { writes: () => fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET') };
}

afterEach(() => i18n.changeLanguage('en'));

describe('the expense form status', () => {
  it('offers Submit for a complete expense with a receipt', async () => {
    renderEditor(expense());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
  });

  it('is incomplete without a receipt: Submit stays disabled', async () => {
    renderEditor(expense({ files: [] }));
    // Once the user's types are loaded the stored type shows; only the receipt is missing then.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Mobility type/ })).toHaveValue('Germany ticket'));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('shows Withdraw for a submitted expense, and blocks saving it once it becomes incomplete', async () => {
    renderEditor(expense({ status: 'SUBMITTED', processStatus: 'SUBMITTED' }));
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeEnabled();
    fireEvent.change(screen.getByRole('textbox', { name: /Cost/ }), { target: { value: '' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription(
      'A submitted expense stays complete: withdraw it first to save it incomplete.',
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('shows a field as invalid only after it was edited and left', async () => {
    renderEditor(null);
    const cost = await screen.findByRole('textbox', { name: /Cost/ });
    fireEvent.change(cost, { target: { value: 'abc' } });
    expect(screen.queryByText('Please enter a valid amount.')).not.toBeInTheDocument();
    fireEvent.blur(cost);
    expect(await screen.findByText('Please enter a valid amount.')).toBeInTheDocument();
  });
});

describe('suggestions from the receipt', () => {
  it('reads a dropped receipt and fills cost, currency and date only when asked', async () => {
    const { container } = renderEditor(null, {
      'POST /api/v3/receipts/read': () =>
        jsonResponse({ totalAmount: '23.90', currency: 'USD', invoiceDate: '2026-11-12', invoiceNumber: null }),
    });
    const cost = await screen.findByRole('textbox', { name: /Cost/ });
    fireEvent.change(cost, { target: { value: '5' } });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'taxi.pdf', { type: 'application/pdf' })] } });

    const suggestion = await screen.findByTestId('receipt-suggestion');
    expect(suggestion).toHaveTextContent('Read from the receipt: amount US$23.90 · currency USD · date 12/11/2026.');
    // Shown beside the cost it fills, before the rest of the form.
    expect(cost.compareDocumentPosition(suggestion) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      suggestion.compareDocumentPosition(screen.getByRole('combobox', { name: /Mobility type/ })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // What the user typed stays until they take the suggestion.
    expect(cost).toHaveValue('5');
    fireEvent.click(screen.getByRole('button', { name: 'Use these values' }));
    await waitFor(() => expect(cost).toHaveValue('23.90'));
    expect(screen.getByRole('combobox', { name: /Currency/ })).toHaveValue('USD ($)');
    expect(screen.queryByTestId('receipt-suggestion')).not.toBeInTheDocument();
  });

  it('never books an amount read in another currency as one in the currency the user must use', async () => {
    await i18n.changeLanguage('de');
    const { container } = renderEditor(null, {
      'GET /v2/exchangerate/currencies': () => jsonResponse(['EUR']),
      'POST /api/v3/receipts/read': () =>
        jsonResponse({ totalAmount: '41.00', currency: 'CHF', invoiceDate: '2026-11-09', invoiceNumber: null }),
    });
    const cost = await screen.findByRole('textbox', { name: /Kosten/ });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'parken.pdf', { type: 'application/pdf' })] } });

    const suggestion = await screen.findByTestId('receipt-suggestion');
    expect(suggestion).toHaveTextContent('Aus dem Beleg gelesen: Betrag');
    expect(suggestion).toHaveTextContent('Währung CHF · Datum 09.11.2026.');
    expect(suggestion).toHaveTextContent('Ihre Ausgaben werden in EUR erfasst');
    fireEvent.click(within(suggestion).getByRole('button', { name: 'Werte übernehmen' }));
    await waitFor(() => expect(screen.queryByTestId('receipt-suggestion')).not.toBeInTheDocument());
    expect(cost).toHaveValue('');
  });

  it('shows an amount whose receipt names no currency in the currency the form will take it in', async () => {
    const { container } = renderEditor(null, {
      'POST /api/v3/receipts/read': () =>
        jsonResponse({ totalAmount: '12.50', currency: null, invoiceDate: '2026-11-12', invoiceNumber: null }),
    });
    const cost = await screen.findByRole('textbox', { name: /Cost/ });
    fireEvent.click(screen.getByRole('combobox', { name: /Currency/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'USD ($)' }));
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'bill.pdf', { type: 'application/pdf' })] } });

    const suggestion = await screen.findByTestId('receipt-suggestion');
    expect(suggestion).toHaveTextContent('Read from the receipt: amount US$12.50 · date 12/11/2026.');
    fireEvent.click(within(suggestion).getByRole('button', { name: 'Use these values' }));
    await waitFor(() => expect(cost).toHaveValue('12.50'));
    expect(screen.getByRole('combobox', { name: /Currency/ })).toHaveValue('USD ($)');
  });

  it('sends one save and one submit however often Submit is pressed while they run', async () => {
    const stored = expense();
    const fetchMock = mockFetch({
      [`GET /user/${userId}`]: () => jsonResponse(userDetail),
      'GET /v2/exchangerate/currencies': () => jsonResponse(['EUR', 'USD']),
      [`PUT /v2/expenses/${stored.id}`]: () => jsonResponse(stored),
      [`PATCH /v2/expenses/${stored.id}/submit`]: () => jsonResponse({ ...stored, status: 'SUBMITTED' }),
    });
    renderWithProviders(
      <SessionProvider session={session}>
        <ExpenseEditor expense={stored} periodInvoiced={false} onDone={vi.fn()} onCancel={vi.fn()} />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Mobility type/ })).toHaveValue('Germany ticket'));
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(1));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
  });

  it('keeps a typed date before the first active day and says why it is refused', async () => {
    renderEditor(null);
    // Once the user's first active day is known (it comes with the user's metadata).
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes(`/user/${userId}`))).toBe(true),
    );
    await screen.findByText(/Receipt/);
    const date = await screen.findByRole('textbox', { name: /Billing date/ });
    fireEvent.change(date, { target: { value: '01/01/2020' } });
    fireEvent.blur(date);
    expect(await screen.findByText('The date lies before your first active day (03/01/2025).')).toBeInTheDocument();
    expect(date).toHaveValue('01/01/2020');
  });

  it.each([
    ['en', '31/11/2026', 'Please enter a valid date as DD/MM/YYYY.'],
    ['en', '31/02/2026', 'Please enter a valid date as DD/MM/YYYY.'],
    ['en', '2026-11-20', 'Please enter a valid date as DD/MM/YYYY.'],
    ['de', '31.11.2026', 'Bitte geben Sie ein gültiges Datum als TT.MM.JJJJ ein.'],
    ['de', '31/02/2026', 'Bitte geben Sie ein gültiges Datum als TT.MM.JJJJ ein.'],
    ['de', '2026-11-20', 'Bitte geben Sie ein gültiges Datum als TT.MM.JJJJ ein.'],
  ])(
    'keeps an unreadable billing date (%s) %s with the date field’s message and saves nothing',
    async (language, typed, message) => {
      const { writes } = await renderLocalised(language as 'en' | 'de', expense());
      const date = await screen.findByRole('textbox', { name: /Billing date|Belegdatum/ });
      fireEvent.change(date, { target: { value: typed } });
      fireEvent.blur(date);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(date).toHaveValue(typed);
      fireEvent.click(screen.getByRole('button', { name: /^(Save|Speichern)$/ }));
      expect(writes()).toEqual([]);
    },
  );

  it('marks a billing date in a month that has not started', async () => {
    renderEditor(null);
    const date = await screen.findByRole('textbox', { name: /Billing date/ });
    fireEvent.change(date, { target: { value: '01/12/2027' } });
    fireEvent.blur(date);
    expect(await screen.findByText(/^Expenses are billed up to the end of this month \(/)).toBeInTheDocument();
    expect(date).toHaveValue('01/12/2027');
  });

  it.each([
    ['en', '99999999999', 'The amount may be at most 9,999,999,999.99.'],
    ['de', '99999999999', 'Der Betrag darf höchstens 9.999.999.999,99 sein.'],
  ])('marks a cost too large to store (%s) on the cost field', async (language, typed, message) => {
    const { writes } = await renderLocalised(language as 'en' | 'de', expense());
    const cost = await screen.findByRole('textbox', { name: /Cost|Kosten/ });
    fireEvent.change(cost, { target: { value: typed } });
    fireEvent.blur(cost);
    expect(await screen.findByText(message)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^(Save|Speichern)$/ }));
    expect(writes()).toEqual([]);
  });

  it('refuses a file whose content is no receipt, whatever its name says, before sending it', async () => {
    const { container } = renderEditor(null);
    await screen.findByRole('textbox', { name: /Cost/ });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File(['hello, not an image'], 'ticket.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('Only PDF, JPEG and PNG files are supported.')).toBeInTheDocument();
    expect(screen.queryByTestId('pending-receipt')).not.toBeInTheDocument();
  });

  it('says that an empty file is empty instead of calling its type foreign', async () => {
    const { container } = renderEditor(null);
    await screen.findByRole('textbox', { name: /Cost/ });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File([], 'ticket.pdf', { type: 'application/pdf' })] } });
    expect(
      await screen.findByText('The file is empty (0 bytes); please choose the receipt again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Only PDF, JPEG and PNG files are supported.')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pending-receipt')).not.toBeInTheDocument();
  });
});

/** The editor as the detail dialog holds it: refilled when the user reloads after a stale save. */
function ReloadableEditor({ stored }: { stored: Expense }) {
  const reloadable = useReloadable(stored);
  return (
    <ExpenseEditor
      key={reloadable.key}
      expense={reloadable.object ?? stored}
      periodInvoiced={false}
      onDone={vi.fn()}
      onCancel={vi.fn()}
    />
  );
}

describe('a save over a change made meanwhile', () => {
  // The server answers the employee's comment in both fields.
  const stored = expense({ version: 1, comment: 'Mine', description: 'Mine' });
  const other = 'Changed in the other tab';
  const theirs = expense({ version: 2, comment: other, description: other, originalCost: '58.00', cost: '58.00' });

  async function saveStale(language: 'en' | 'de') {
    await i18n.changeLanguage(language);
    const toast = vi.spyOn(notifications, 'show');
    const fetchMock = mockFetch({
      [`GET /user/${userId}`]: () => jsonResponse(userDetail),
      'GET /v2/exchangerate/currencies': () => jsonResponse(['EUR', 'USD']),
      [`PUT /v2/expenses/${stored.id}`]: ({ init }) =>
        new Headers(init?.headers).get('If-Match') === '"2"'
          ? jsonResponse({ ...theirs, version: 3, comment: 'Both' })
          : jsonResponse({ statusCode: 409, reason: { errorCode: 'CONFLICT_STALE_VERSION', parameter: theirs } }, 409),
    });
    renderWithProviders(
      <SessionProvider session={buildSession({ hasBudgetGroup: true, culture: language })}>
        <ReloadableEditor stored={stored} />
      </SessionProvider>,
    );
    const comment = await screen.findByRole('textbox', { name: language === 'en' ? 'Comment' : 'Kommentar' });
    fireEvent.change(comment, { target: { value: 'Mine, typed again' } });
    fireEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Save' : 'Speichern' }));
    const dialog = await screen.findByRole('dialog', {
      name: language === 'en' ? 'Changed meanwhile' : 'Zwischenzeitlich geändert',
    });
    const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    return { dialog, toast, puts };
  }

  it('names the version read, shows the other side’s values and no error toast, and reloads them into the form', async () => {
    const { dialog, toast, puts } = await saveStale('en');
    expect(new Headers(puts()[0]![1]?.headers).get('If-Match')).toBe('"1"');
    expect(within(dialog).getByText('Changed in the other tab')).toBeInTheDocument();
    expect(within(dialog).getByText('€58.00')).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ color: 'danger' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByDisplayValue('Changed in the other tab')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(new Headers(puts()[1]![1]?.headers).get('If-Match')).toBe('"2"');
  }, 60_000);

  it('speaks German, and closing keeps what the user typed without saving it', async () => {
    const { dialog, puts } = await saveStale('de');
    expect(within(dialog).getByText(/Ihre Änderungen wurden nicht gespeichert/)).toBeInTheDocument();
    expect(within(dialog).getByText('Kommentar')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByText('Schließen'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Kommentar' })).toHaveValue('Mine, typed again');
    expect(puts()).toHaveLength(1);
  }, 60_000);
});
