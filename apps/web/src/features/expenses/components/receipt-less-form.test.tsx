import { currentPeriod, type UserMetadataResponse } from '@mobilo/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/auth-context';
import { i18n } from '../../../lib/i18n';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { buildSession, errorResponse, jsonResponse, renderWithProviders } from '../../../test/render';
import { buildExpense } from '../../../test/review-data';
import { buildUserDetail } from '../../../test/user-detail';
import { ReceiptLessForm } from './receipt-less-form';

const month = currentPeriod();
const allowancePath = '/api/v3/receipt-less/allowance';
const createPath = '/api/v3/receipt-less/expenses';
const declaredId = '7c7b0e57-5c2c-4a51-9f3e-0c6a3e9f1a09';

function renderForm(language: 'en' | 'de', create: () => Response) {
  const session = buildSession({ hasBudgetGroup: true, culture: language });
  const metadata: UserMetadataResponse = {
    id: session.user.id,
    period: month,
    isLight: false,
    companyMobilityTypes: ['GERMANY_TICKET'],
    privateMobilityTypes: ['TAXI'],
    allowedOrigins: ['HOME'],
    allowedExpenseOrigins: ['HOME'],
    minActivenessDate: '2025-01-03',
    minDate: '2025-01-03',
    maxDate: '2099-12-31',
    minDateTimestamp: Date.parse('2025-01-03'),
    companyCurrency: 'EUR',
    budgetGroup: null,
  };
  const fetchMock = mockFetch({
    [`GET /user/${session.user.id}`]: () => jsonResponse(buildUserDetail(session, metadata)),
    [`GET ${allowancePath}`]: () =>
      jsonResponse({ allowed: true, limitPerExpense: '50.00', limitPerMonth: '150.00', month, usedInMonth: '100.00' }),
    [`POST ${createPath}`]: create,
  });
  const onDone = vi.fn();
  renderWithProviders(
    <SessionProvider session={session}>
      <ReceiptLessForm onDone={onDone} onCancel={vi.fn()} />
    </SessionProvider>,
  );
  return { fetchMock, onDone };
}

async function fillIn(language: 'en' | 'de', amount: string) {
  const de = language === 'de';
  const type = (name: RegExp, value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
  type(de ? /^Betrag/ : /^Amount/, amount);
  fireEvent.click(screen.getByText(de ? 'Privatfahrt' : 'Private trip'));
  await userEvent.click(screen.getAllByLabelText(de ? /^Mobilitätsart/ : /^Mobility type/)[0]!);
  await userEvent.click(await screen.findByRole('option', { name: 'Taxi' }));
  type(de ? /^Wofür/ : /^What did/, 'Taxi vom Bahnhof');
  type(de ? /^Wo und/ : /^Where/, 'Taxi Müller, Köln');
  type(de ? /^Warum/ : /^Why/, 'Kein Quittungsblock');
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the declaration without a receipt', () => {
  it('asks for every fact and the assurance in German, then sends the amount as a decimal', async () => {
    await i18n.changeLanguage('de');
    const { fetchMock, onDone } = renderForm('de', () =>
      jsonResponse(buildExpense({ id: declaredId, receiptLess: true })),
    );
    expect(await screen.findByText(/Übrig im .*: 50,00/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Erklärung speichern' }));
    expect(await screen.findByText('Bitte bestätigen Sie die Versicherung.')).toBeInTheDocument();
    expect(screen.getByText('Bitte wählen Sie den Anlass.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', createPath)).toHaveLength(0);

    await fillIn('de', '12,40');
    fireEvent.click(screen.getByRole('checkbox', { name: /^Ich versichere/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Erklärung speichern' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(declaredId));
    const [[, init]] = callsTo(fetchMock, 'POST', createPath) as [[unknown, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({
      originalCost: '12.40',
      tripToWork: false,
      type: 'TAXI',
      where: 'Taxi Müller, Köln',
      assurance: true,
    });
  });

  it('puts the month’s limit refusal on the amount, in English', async () => {
    const { onDone } = renderForm('en', () => errorResponse(400, 'RECEIPT_LESS_OVER_MONTH_LIMIT', '50.00'));
    await screen.findByText(/Left in .*: €50\.00/);
    await fillIn('en', '60');
    fireEvent.click(screen.getByRole('checkbox', { name: /^I assure/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save declaration' }));
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription(/only 50\.00 are left/);
    expect(onDone).not.toHaveBeenCalled();
  });
});
