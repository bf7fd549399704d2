import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardPayrollExport } from '@mobilo/contract';
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

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CardPayrollExportsPage', () => {
  it('opens the newest invoiced month with its totals and downloads its LODAS file', async () => {
    const fetchMock = mockFetch({
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
    mockFetch({
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
    mockFetch({
      'GET /api/v3/card/payroll-exports': () => jsonResponse([{ period: '202602', isInvoiced: true }]),
      'GET /api/v3/card/payroll-exports/202602': () => jsonResponse(february),
    });
    renderWithProviders(<CardPayrollExportsPage />);
    await screen.findByTestId('card-total-SACHBEZUG');
    expect(screen.queryByTestId('card-unbookable')).toBeNull();
  });

  it('offers no files for a month not invoiced, in German', async () => {
    await i18n.changeLanguage('de');
    mockFetch({
      'GET /api/v3/card/payroll-exports': () => jsonResponse([{ period: '202603', isInvoiced: false }]),
      'GET /api/v3/card/payroll-exports/202603': () =>
        jsonResponse({ ...february, period: '202603', isInvoiced: false, lines: [] }),
    });
    renderWithProviders(<CardPayrollExportsPage />);
    expect(await screen.findByText(/Dieser Monat ist noch nicht abgerechnet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'DATEV LODAS' })).not.toBeInTheDocument();
    expect(screen.getByText('In diesem Monat wurde keine Karte aufgeladen.')).toBeInTheDocument();
  });
});
