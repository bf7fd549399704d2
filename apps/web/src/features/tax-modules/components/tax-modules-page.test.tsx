import type { TaxModule, TaxModulesResponse } from '@mobilo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/auth-context';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { buildSession, errorResponse, jsonResponse, renderWithProviders } from '../../../test/render';
import { TaxModulesPage } from './tax-modules-page';

const bucket = (kind: TaxModule['kind'], overrides: Partial<TaxModule> = {}): TaxModule => ({
  kind,
  id: `bucket-${kind}`,
  wageName: `Wage ${kind}`,
  value: null,
  inftySapValue: null,
  bsNr: kind === 'TAX13' ? 3 : 2,
  isActive: true,
  law: kind === 'FLAT_15' ? '§40 Abs. 2 S. 2 Nr. 1 EStG' : '§3 Nr. 15 EStG',
  ticketTreatment: null,
  isEditable: true,
  mayBeSwitchedOff: kind !== 'TAXABLE',
  ...overrides,
});

const answer = (year: number, netWageActive: boolean): TaxModulesResponse => ({
  year,
  modules: [
    bucket('TAX_FREE', { value: '4100' }),
    bucket('FLAT_15'),
    bucket('TAXABLE', { law: '§19 EStG' }),
    bucket('TAX13', { isActive: netWageActive }),
    bucket('GERMANY_TICKET_SUBSIDY', {
      id: null,
      ticketTreatment: 'FLAT_25',
      law: '§40 Abs. 2 S. 2 Nr. 2 EStG',
      isEditable: false,
    }),
  ],
  legalFigures: [
    {
      kind: 'GERMANY_TICKET_PRICE',
      amount: year >= 2026 ? '63.00' : '58.00',
      unit: 'PER_MONTH',
      validFrom: `${year}-01-01`,
      validUntil: null,
      source: 'VDV',
    },
    {
      kind: 'COMMUTE_ALLOWANCE_FIRST_KM',
      amount: '0.38',
      unit: 'PER_KM',
      validFrom: `${year}-01-01`,
      validUntil: `${year}-12-31`,
      source: '§9 EStG',
    },
  ],
  netWage: { isActive: netWageActive, budgetGroupsWithNetWageTypes: 2 },
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithProviders(
    <SessionProvider session={buildSession()}>
      <TaxModulesPage />
    </SessionProvider>,
  );

describe('the tax-modules screen', () => {
  it('shows every module with its law and meaning, and the legal figures of the chosen year', async () => {
    const thisYear = new Date().getFullYear();
    mockFetch({
      'GET /api/v3/settings/tax-modules': ({ url }) => jsonResponse(answer(Number(url.searchParams.get('year')), true)),
    });
    const user = userEvent.setup();
    renderPage();

    const taxFree = await screen.findByRole('region', { name: 'Tax-free' });
    expect(within(taxFree).getByText('§3 Nr. 15 EStG')).toBeInTheDocument();
    expect(within(taxFree).getByLabelText('Wage type')).toHaveValue('4100');
    expect(within(taxFree).getByText(/free of tax and social security/)).toBeInTheDocument();
    const ticket = screen.getByRole('region', { name: 'Germany ticket: subsidy' });
    expect(within(ticket).getByText(/flat 25 %/)).toBeInTheDocument();
    expect(within(ticket).queryByRole('switch')).toBeNull();
    expect(within(ticket).getByRole('link', { name: 'Open bookings' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active – Taxable' })).toBeDisabled();

    const figures = screen.getByRole('region', { name: `Legal figures of ${thisYear}` });
    expect(within(figures).getByText(/Deutschlandticket price/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    await user.click(await screen.findByRole('option', { name: String(thisYear - 2) }));
    expect(await screen.findByRole('region', { name: `Legal figures of ${thisYear - 2}` })).toBeInTheDocument();
  });

  it('asks before switching the net-wage module off, naming the budget groups it touches', async () => {
    let netWage = true;
    const fetchMock = mockFetch({
      'GET /api/v3/settings/tax-modules': ({ url }) =>
        jsonResponse(answer(Number(url.searchParams.get('year')), netWage)),
      'PATCH /api/v3/settings/tax-modules/TAX13': ({ init }) => {
        netWage = JSON.parse(String(init?.body)).isActive;
        return jsonResponse(answer(new Date().getFullYear(), netWage));
      },
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('switch', { name: 'Active – Net wage (TAX13)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch the net-wage module off?' });
    expect(within(dialog).getByText(/2 budget groups list net-wage types/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'PATCH', '/api/v3/settings/tax-modules/TAX13')).toHaveLength(0);

    await user.click(screen.getByRole('switch', { name: 'Active – Net wage (TAX13)' }));
    await user.click(await screen.findByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/v3/settings/tax-modules/TAX13')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH', '/api/v3/settings/tax-modules/TAX13')[0]![1]?.body))).toEqual({
      wageName: 'Wage TAX13',
      value: null,
      inftySapValue: null,
      isActive: false,
    });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active – Net wage (TAX13)' })).not.toBeChecked());
  });

  it('refuses a wage type outside DATEV range on the field, and shows the server refusal there too', async () => {
    const fetchMock = mockFetch({
      'GET /api/v3/settings/tax-modules': () => jsonResponse(answer(new Date().getFullYear(), true)),
      'PATCH /api/v3/settings/tax-modules/FLAT_15': () => errorResponse(400, 'WAGE_TYPE_OUTSIDE_DATEV_RANGE', '0'),
    });
    const user = userEvent.setup();
    renderPage();

    const flat = await screen.findByRole('region', { name: 'Flat 15 % on the commute' });
    const wageType = within(flat).getByRole('textbox', { name: 'Wage type' });
    await user.type(wageType, '12345');
    expect(await within(flat).findByText('A wage type has 1 to 4 digits (1–9999).')).toBeInTheDocument();
    expect(within(flat).getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(within(flat).getByRole('button', { name: 'Save' }));
    expect(callsTo(fetchMock, 'PATCH', '/api/v3/settings/tax-modules/FLAT_15')).toHaveLength(0);

    await user.clear(wageType);
    await user.type(wageType, '4200');
    await user.click(within(flat).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/v3/settings/tax-modules/FLAT_15')).toHaveLength(1));
    expect(await within(flat).findByText(/DATEV/)).toBeInTheDocument();
  });

  it('offers a retry when the modules cannot be loaded', async () => {
    mockFetch({ 'GET /api/v3/settings/tax-modules': () => errorResponse(500, 'INTERNAL_ERROR') });
    renderPage();
    expect(await screen.findByText('The tax modules could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
