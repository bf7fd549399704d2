import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Download, ExportWarning, SessionUser } from '@mobilo/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../../lib/auth-context';
import { callsTo, mockFetch } from '../../../../test/fetch-mock';
import { buildAppInfo, buildSession, errorResponse, jsonResponse, renderRoutes } from '../../../../test/render';
import { InvoiceDownloadCenterHint } from './invoice-download-center-hint';
import { TaxReportButton } from './tax-report-button';

const period = '202609';
const exportPath = `/api/v3/management/period/${period}/export/tax`;
const warningsPath = `/api/v3/management/period/${period}/export/warnings`;
const flagPath = '/api/v3/feature-flag/DOWNLOAD_CENTER';

const warnings: ExportWarning[] = [
  {
    code: 'USERS_WITHOUT_PERSONAL_NUMBER',
    count: 2,
    details: [
      { userId: 'u1', userName: 'Lukas Light', personalNumber: null, expenseId: null, category: null, amount: null },
      { userId: 'u2', userName: 'Nina Neu', personalNumber: null, expenseId: null, category: null, amount: null },
    ],
  },
  {
    code: 'USERS_OVER_BUDGET',
    count: 1,
    details: [
      {
        userId: 'u3',
        userName: 'Emma Mitarbeiterin',
        personalNumber: '1006',
        expenseId: null,
        category: null,
        amount: '30.00',
      },
    ],
  },
];

const fileAnswer = (text: string, name: string) =>
  new Response(text, { status: 200, headers: { 'Content-Disposition': `attachment; filename="${name}"` } });

let savedNames: string[] = [];

beforeEach(() => {
  savedNames = [];
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  // jsdom cannot follow a download link; record what the browser would have saved.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    savedNames.push(this.download);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderButton(options: { user?: Partial<SessionUser>; hasTaxProcessFailed?: boolean } = {}) {
  const button = (
    <SessionProvider session={buildSession(options.user)}>
      <TaxReportButton
        period={{ periodString: period, isInvoiced: true, hasTaxProcessFailed: options.hasTaxProcessFailed ?? false }}
      />
      <InvoiceDownloadCenterHint />
    </SessionProvider>
  );
  return renderRoutes(
    [
      { path: '/management', element: button },
      { path: '/downloads', element: <p>downloads page</p> },
    ],
    '/management',
  );
}

async function choose(platform: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Tax report' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: platform }));
}

describe('TaxReportButton', () => {
  it('lists the export warnings and downloads the chosen format only after confirmation', async () => {
    const fetchMock = mockFetch({
      [`GET ${flagPath}`]: () => jsonResponse({ name: 'DOWNLOAD_CENTER', value: false }),
      [`GET ${warningsPath}`]: () => jsonResponse(warnings),
      [`GET ${exportPath}`]: () => fileAnswer('[Allgemein]\r\n', 'Mobilo-Tax-Export-LODAS-202609.txt'),
    });
    renderButton();
    await choose('DATEV LODAS');

    const dialog = await screen.findByRole('dialog', { name: 'Before the export' });
    expect(
      within(dialog).getByText('Please check these points for September 2026. You can export anyway.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('2 users without a personal number')).toBeInTheDocument();
    expect(within(dialog).getByText('Lukas Light')).toBeInTheDocument();
    expect(within(dialog).getByText('Emma Mitarbeiterin (1006): €30.00 not covered')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', exportPath)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Export anyway' }));
    await waitFor(() => expect(savedNames).toEqual(['Mobilo-Tax-Export-LODAS-202609.txt']));
    expect(String(callsTo(fetchMock, 'GET', exportPath)[0]![0])).toContain('platform=lodas');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Before the export' })).not.toBeInTheDocument());
  });

  it('exports nothing when the warnings are cancelled, and downloads at once when there are none', async () => {
    let answer: ExportWarning[] = warnings;
    const fetchMock = mockFetch({
      [`GET ${flagPath}`]: () => jsonResponse({ name: 'DOWNLOAD_CENTER', value: false }),
      [`GET ${warningsPath}`]: () => jsonResponse(answer),
      [`GET ${exportPath}`]: () => fileAnswer('xlsx', 'Mobilo-Tax-Export-Excel-202609.xlsx'),
    });
    renderButton();
    await choose('Excel');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'GET', exportPath)).toHaveLength(0);

    answer = [];
    await choose('DATEV Lohn und Gehalt');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', exportPath)).toHaveLength(1));
    expect(String(callsTo(fetchMock, 'GET', exportPath)[0]![0])).toContain('platform=loug');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('exports a corrections file for a later payroll month from the export options', async () => {
    const fetchMock = mockFetch({
      [`GET ${flagPath}`]: () => jsonResponse({ name: 'DOWNLOAD_CENTER', value: false }),
      [`GET ${warningsPath}`]: () => jsonResponse([]),
      [`GET ${exportPath}`]: () => fileAnswer('[Allgemein]\r\n', 'Mobilo-Tax-Export-LuG-202609-Corrections.txt'),
    });
    renderButton();
    await choose('Corrections or later payroll month…');
    const dialog = await screen.findByRole('dialog', { name: 'Export options' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Format' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Excel' }));
    // Excel has no corrections file.
    expect(within(dialog).getByRole('radio', { name: /Corrections only/ })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Format' }));
    await userEvent.click(await screen.findByRole('option', { name: 'DATEV Lohn und Gehalt' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: /Corrections only/ }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Payroll month/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'November 2026' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(savedNames).toEqual(['Mobilo-Tax-Export-LuG-202609-Corrections.txt']));
    const url = new URL(String(callsTo(fetchMock, 'GET', exportPath)[0]![0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      platform: 'loug',
      kind: 'corrections',
      payrollMonth: '202611',
    });
  });

  it('shows the translated reason of a failed download, else the generic text', async () => {
    let failure = errorResponse(409, 'TAX_CONFIGURATION_INCOMPLETE', 'consultantNumber');
    mockFetch({
      [`GET ${flagPath}`]: () => jsonResponse({ name: 'DOWNLOAD_CENTER', value: false }),
      [`GET ${warningsPath}`]: () => jsonResponse([]),
      [`GET ${exportPath}`]: () => failure,
    });
    renderButton();
    await choose('DATEV LODAS');
    expect(
      await screen.findByText('The tax configuration lacks the consultantNumber; please complete it first.'),
    ).toBeInTheDocument();

    failure = new Response('<html>gateway</html>', { status: 502 });
    await choose('DATEV LODAS');
    expect(await screen.findByText('Something went wrong while downloading the file')).toBeInTheDocument();
    expect(savedNames).toEqual([]);
  });

  it('queues the export and opens the Downloads page with the download centre, whose hint the invoice dialog shows', async () => {
    const queued: Download = {
      id: '00000000-0000-4000-8000-000000000001',
      fileName: 'Mobilo-Tax-Export-Excel-202609.xlsx',
      platform: 'excel',
      period,
      status: 'QUEUED',
      progress: 0,
      size: null,
      createdAt: '2026-11-21T10:00:00.000Z',
      finishedAt: null,
      error: null,
      kind: 'FULL',
      payrollMonth: period,
      contentHash: null,
      importStatus: null,
      importedAt: null,
      exportedBy: null,
      importedBy: null,
    };
    mockFetch({
      [`GET ${flagPath}`]: () => jsonResponse({ name: 'DOWNLOAD_CENTER', value: true }),
      [`GET ${warningsPath}`]: () => jsonResponse([]),
      [`GET ${exportPath}`]: () => jsonResponse(queued, 202),
    });
    const { router } = renderButton();
    expect(
      await screen.findByText('After invoicing, the payroll export files are created on the Downloads page.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tax report' })).toBeEnabled());
    await choose('Excel');
    await waitFor(() => expect(router.state.location.pathname).toBe('/downloads'));
    expect(savedNames).toEqual([]);
  });

  it('offers a failed tax process as a danger button that starts the export again', async () => {
    const fetchMock = mockFetch({
      [`GET ${flagPath}`]: () => jsonResponse({ name: 'DOWNLOAD_CENTER', value: false }),
      [`GET ${warningsPath}`]: () => jsonResponse([]),
      [`GET ${exportPath}`]: () => fileAnswer('xlsx', 'Mobilo-Tax-Export-Excel-202609.xlsx'),
    });
    renderButton({ hasTaxProcessFailed: true });
    const button = await screen.findByRole('button', { name: 'Tax report failed' });
    expect(button).toHaveAttribute('data-variant', 'filled');
    expect(button.getAttribute('style')).toContain('danger');
    expect(
      screen.queryByText('After invoicing, the payroll export files are created on the Downloads page.'),
    ).not.toBeInTheDocument();
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', exportPath)).toHaveLength(1));
  });

  it('gives trial companies the three example files and the contact address instead of an export', async () => {
    const fetchMock = mockFetch({
      [`GET ${flagPath}`]: () => jsonResponse({ name: 'DOWNLOAD_CENTER', value: false }),
      'GET /api/app-info': () => jsonResponse(buildAppInfo({ supportEmail: 'sales@mobilo.example' })),
      'GET /management/example-export': ({ url }) =>
        fileAnswer('example', `Example-Tax-Result-${url.searchParams.get('type')}.txt`),
    });
    renderButton({ user: { isTrial: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Tax report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Example export files' });
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Download / })
        .map((b) => b.textContent),
    ).toEqual(['Download Excel', 'Download DATEV LODAS', 'Download DATEV Lohn und Gehalt']);
    expect(await within(dialog).findByRole('link', { name: 'sales@mobilo.example' })).toHaveAttribute(
      'href',
      'mailto:sales@mobilo.example',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Download DATEV LODAS' }));
    await waitFor(() => expect(savedNames).toEqual(['Example-Tax-Result-lodas.txt']));
    expect(callsTo(fetchMock, 'GET', warningsPath)).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET', exportPath)).toHaveLength(0);
  });
});
