import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardPayrollExport, CardPayrollSettings } from '@mobilo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { CardPayrollExportsPage } from './card-payroll-exports-page';

const february: CardPayrollExport = {
  period: '202602',
  isInvoiced: true,
  lines: [
    {
      userId: '00000000-0000-4000-8000-000000000001',
      firstName: 'Jürgen',
      lastName: 'Größe-Weiß',
      personalNumber: '1001',
      category: 'SACHBEZUG',
      wageTypeNumber: 4400,
      amount: '50.00',
    },
  ],
  totals: { SACHBEZUG: '50.00', FLAT_37B: '0.00', TAXABLE: '0.00' },
};

const settingsPath = '/api/v3/card/payroll-settings';
const settings: CardPayrollSettings = {
  sachbezugWageTypeNumber: 4400,
  flat37bWageTypeNumber: null,
  taxableWageTypeNumber: 4420,
  version: 3,
};

/** The page also reads the wage types. */
const withSettings = (handlers: Parameters<typeof mockFetch>[0]) =>
  mockFetch({ [`GET ${settingsPath}`]: () => jsonResponse(settings), ...handlers });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CardPayrollExportsPage', () => {
  it('opens the newest invoiced month with its totals and downloads its LODAS file', async () => {
    const fetchMock = withSettings({
      'GET /api/v3/card/payroll-exports': () =>
        jsonResponse([
          { period: '202603', isInvoiced: false },
          { period: '202602', isInvoiced: true },
        ]),
      'GET /api/v3/card/payroll-exports/202602': () => jsonResponse(february),
      'GET /api/v3/card/payroll-exports/202602/file': () =>
        new Response('lodas', {
          headers: { 'Content-Disposition': 'attachment; filename="Mobilo-Card-Payroll-LODAS-202602.txt"' },
        }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    renderWithProviders(<CardPayrollExportsPage />);
    expect(await screen.findByTestId('card-total-SACHBEZUG')).toHaveTextContent('€50.00');
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('Jürgen Größe-Weiß')).toBeInTheDocument();
    expect(within(row).getByText('4400')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'DATEV LODAS' }));
    const [call] = callsTo(fetchMock, 'GET', '/api/v3/card/payroll-exports/202602/file');
    expect(new URL(String(call![0]), 'http://localhost').searchParams.get('platform')).toBe('lodas');
  });

  it('says which lines DATEV cannot book: none without a personal number or a wage type', async () => {
    const [line] = february.lines;
    withSettings({
      'GET /api/v3/card/payroll-exports': () => jsonResponse([{ period: '202602', isInvoiced: true }]),
      'GET /api/v3/card/payroll-exports/202602': () =>
        jsonResponse({
          ...february,
          lines: [
            line,
            { ...line!, userId: '00000000-0000-4000-8000-000000000002', personalNumber: null },
            { ...line!, userId: '00000000-0000-4000-8000-000000000003', category: 'TAXABLE', wageTypeNumber: null },
          ],
        }),
    });
    renderWithProviders(<CardPayrollExportsPage />);
    expect(await screen.findByTestId('card-unbookable')).toHaveTextContent(
      '1 line has no personal number. 1 line has no wage type for its tax treatment. The DATEV files leave these lines out',
    );
  });

  it('warns of nothing when every line can be booked', async () => {
    withSettings({
      'GET /api/v3/card/payroll-exports': () => jsonResponse([{ period: '202602', isInvoiced: true }]),
      'GET /api/v3/card/payroll-exports/202602': () => jsonResponse(february),
    });
    renderWithProviders(<CardPayrollExportsPage />);
    await screen.findByTestId('card-total-SACHBEZUG');
    expect(screen.queryByTestId('card-unbookable')).toBeNull();
  });

  it('offers no files for a month not invoiced, in German', async () => {
    await i18n.changeLanguage('de');
    withSettings({
      'GET /api/v3/card/payroll-exports': () => jsonResponse([{ period: '202603', isInvoiced: false }]),
      'GET /api/v3/card/payroll-exports/202603': () =>
        jsonResponse({ ...february, period: '202603', isInvoiced: false, lines: [] }),
    });
    renderWithProviders(<CardPayrollExportsPage />);
    expect(await screen.findByText(/Dieser Monat ist noch nicht abgerechnet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'DATEV LODAS' })).not.toBeInTheDocument();
    expect(screen.getByText('In diesem Monat wurde keine Karte aufgeladen.')).toBeInTheDocument();
  });

  it('keeps the wage types of each tax treatment by the version read, refusing one that is no wage type', async () => {
    let sent: unknown = null;
    let ifMatch: string | null = null;
    let monthReads = 0;
    withSettings({
      'GET /api/v3/card/payroll-exports': () => jsonResponse([{ period: '202603', isInvoiced: false }]),
      'GET /api/v3/card/payroll-exports/202603': () => {
        monthReads += 1;
        return jsonResponse({ ...february, period: '202603', isInvoiced: false });
      },
      [`PUT ${settingsPath}`]: ({ init }) => {
        sent = JSON.parse(String(init?.body));
        ifMatch = new Headers(init?.headers).get('If-Match');
        return jsonResponse({ ...settings, flat37bWageTypeNumber: 4410, version: 4 });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CardPayrollExportsPage />);
    const section = within(await screen.findByRole('region', { name: 'Wage types for payroll' }));
    expect(await section.findByRole('textbox', { name: /benefit in kind/i })).toHaveValue('4400');
    expect(section.getByRole('textbox', { name: /taxable wage/i })).toHaveValue('4420');
    const flat = section.getByRole('textbox', { name: /flat tax § 37b/i });
    expect(flat).toHaveValue('');
    await user.type(flat, '44.1');
    await user.click(section.getByRole('button', { name: 'Save the wage types' }));
    expect(await section.findByText('Enter a whole number from 1 to 9999, or leave it empty.')).toBeInTheDocument();
    expect(sent).toBeNull();
    await user.clear(flat);
    await user.type(flat, '4410');
    await user.click(section.getByRole('button', { name: 'Save the wage types' }));
    await waitFor(() =>
      expect(sent).toEqual({ sachbezugWageTypeNumber: 4400, flat37bWageTypeNumber: 4410, taxableWageTypeNumber: 4420 }),
    );
    // The version the form was filled from, so that another card admin's save is not overwritten.
    expect(ifMatch).toBe('"3"');
    expect(await screen.findByText('The wage types are saved.')).toBeInTheDocument();
    // The open month's lines are read again, now on the saved wage types.
    await waitFor(() => expect(monthReads).toBe(2));
  });

  it('shows the wage types another card admin saved meanwhile, and reloads them into the form', async () => {
    const theirs = { ...settings, sachbezugWageTypeNumber: 4500, version: 4 };
    withSettings({
      'GET /api/v3/card/payroll-exports': () => jsonResponse([]),
      [`PUT ${settingsPath}`]: () =>
        jsonResponse({ statusCode: 409, reason: { errorCode: 'CONFLICT_STALE_VERSION', parameter: theirs } }, 409),
    });
    const user = userEvent.setup();
    renderWithProviders(<CardPayrollExportsPage />);
    const section = within(await screen.findByRole('region', { name: 'Wage types for payroll' }));
    const sachbezug = await section.findByRole('textbox', { name: /benefit in kind/i });
    await user.clear(sachbezug);
    await user.type(sachbezug, '4401');
    await user.click(section.getByRole('button', { name: 'Save the wage types' }));
    const dialog = await screen.findByTestId('changed-meanwhile');
    expect(dialog).toHaveTextContent('Benefit in kind (tax-free)4500');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(section.getByRole('textbox', { name: /benefit in kind/i })).toHaveValue('4500'));
  });

  it('names the wage type fields in German', async () => {
    await i18n.changeLanguage('de');
    withSettings({ 'GET /api/v3/card/payroll-exports': () => jsonResponse([]) });
    renderWithProviders(<CardPayrollExportsPage />);
    const section = within(await screen.findByRole('region', { name: 'Lohnarten für die Lohnabrechnung' }));
    expect(await section.findByRole('textbox', { name: /Sachbezug/ })).toHaveValue('4400');
    expect(section.getByRole('button', { name: 'Lohnarten speichern' })).toBeInTheDocument();
  });
});
