import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Download } from '@mobilo/contract';
import type { Query } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { SessionProvider } from '../../../lib/auth-context';
import { buildSession, errorResponse, jsonResponse, renderWithProviders } from '../../../test/render';
import { downloadsPollMs, downloadsQueryOptions } from '../api/list-downloads';
import { DownloadsPage } from './downloads-page';
import { DownloadsTable } from './downloads-table';

const download = (overrides: Partial<Download>): Download => ({
  id: '00000000-0000-4000-8000-000000000001',
  fileName: 'Mobilo-Tax-Export-Excel-202609.xlsx',
  platform: 'excel',
  period: '202609',
  status: 'DONE',
  progress: 100,
  size: 18_432,
  createdAt: '2026-11-21T09:30:00.000Z',
  finishedAt: '2026-11-21T09:30:05.000Z',
  error: null,
  kind: 'FULL',
  payrollMonth: '202609',
  contentHash: null,
  importStatus: null,
  importedAt: null,
  exportedBy: null,
  importedBy: null,
  ...overrides,
});

const done = download({});
const running = download({
  id: '00000000-0000-4000-8000-000000000002',
  fileName: 'Mobilo-Tax-Export-LODAS-202609.txt',
  platform: 'lodas',
  status: 'RUNNING',
  progress: 40,
  size: null,
});
const failed = download({
  id: '00000000-0000-4000-8000-000000000003',
  fileName: 'Mobilo-Tax-Export-LuG-202609.txt',
  platform: 'loug',
  status: 'FAILED',
  progress: 0,
  size: null,
  error: { errorCode: 'TAX_CONFIGURATION_INCOMPLETE', parameter: 'clientNumber' },
});

let savedNames: string[] = [];

beforeEach(() => {
  savedNames = [];
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    savedNames.push(this.download);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage() {
  return renderWithProviders(
    <SessionProvider session={buildSession()}>
      <DownloadsPage />
    </SessionProvider>,
  );
}

describe('DownloadsPage', () => {
  it('names the payroll month on a phone card, so two exports of one period differ', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as never,
    );
    const later = download({ id: '00000000-0000-4000-8000-000000000009', kind: 'CORRECTIONS', payrollMonth: '202611' });
    renderWithProviders(<DownloadsTable downloads={[done, later]} />);
    const cards = await screen.findAllByText('Mobilo-Tax-Export-Excel-202609.xlsx');
    expect(cards).toHaveLength(2);
    expect(screen.getByText('Payroll month September 2026')).toBeInTheDocument();
    expect(screen.getByText('Payroll month November 2026')).toBeInTheDocument();
  });

  it('lists files with status, progress, readable size and date, and downloads a ready one', async () => {
    const fetchMock = mockFetch({
      'GET /api/v3/downloads': () => jsonResponse([running, done, failed]),
      [`GET /api/v3/downloads/${done.id}/file`]: () =>
        new Response('xlsx', { headers: { 'Content-Disposition': `attachment; filename="${done.fileName}"` } }),
    });
    renderPage();
    const rows = await screen.findAllByRole('row');
    const [, runningRow, doneRow, failedRow] = rows;

    expect(within(runningRow!).getByText('Running')).toBeInTheDocument();
    expect(within(runningRow!).getByText('40 %')).toBeInTheDocument();
    expect(within(runningRow!).queryByRole('button')).not.toBeInTheDocument();

    expect(within(doneRow!).getByText('Ready')).toBeInTheDocument();
    expect(within(doneRow!).getByText('18.4 kB')).toBeInTheDocument();
    expect(within(doneRow!).getByText('September 2026')).toBeInTheDocument();
    expect(within(doneRow!).getByText(/^21\/11\/2026 \d\d:30$/)).toBeInTheDocument();

    expect(within(failedRow!).getByText('Failed')).toBeInTheDocument();
    expect(
      within(failedRow!).getByText('The tax configuration lacks the clientNumber; please complete it first.'),
    ).toBeInTheDocument();

    await userEvent.click(within(doneRow!).getByRole('button', { name: `Download ${done.fileName}` }));
    await waitFor(() => expect(savedNames).toEqual([done.fileName]));
    expect(callsTo(fetchMock, 'GET', `/api/v3/downloads/${done.id}/file`)).toHaveLength(1);
  });

  it('marks a ready export imported, says who exported and imported it, and shows corrections files', async () => {
    const exported = download({ importStatus: 'EXPORTED', exportedBy: 'Anna Admin' });
    const corrections = download({
      id: '00000000-0000-4000-8000-000000000004',
      fileName: 'Mobilo-Tax-Export-LODAS-202609-Corrections.txt',
      platform: 'lodas',
      kind: 'CORRECTIONS',
      payrollMonth: '202610',
    });
    let imported = false;
    const importedAnswer = {
      ...exported,
      importStatus: 'IMPORTED',
      importedAt: '2026-11-22T08:00:00.000Z',
      importedBy: 'Paul Payroll',
    };
    const fetchMock = mockFetch({
      'GET /api/v3/downloads': () => jsonResponse([imported ? importedAnswer : exported, corrections]),
      [`PATCH /api/v3/downloads/${exported.id}/imported`]: () => {
        imported = true;
        return jsonResponse(importedAnswer);
      },
    });
    renderPage();
    const [, exportedRow, correctionsRow] = await screen.findAllByRole('row');
    expect(within(exportedRow!).getByText('by Anna Admin')).toBeInTheDocument();
    expect(within(correctionsRow!).getByText('Corrections')).toBeInTheDocument();
    expect(within(correctionsRow!).getByText('Payroll month October 2026')).toBeInTheDocument();

    await userEvent.click(
      within(exportedRow!).getByRole('button', { name: `Mark ${exported.fileName} imported into payroll` }),
    );
    expect(await screen.findByText(`${exported.fileName} is marked imported.`)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', `/api/v3/downloads/${exported.id}/imported`)).toHaveLength(1);
    expect(await screen.findByText(/^Imported on 22\/11\/2026 \d\d:00 by Paul Payroll$/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: `Mark ${exported.fileName} imported into payroll` }),
    ).not.toBeInTheDocument();
  });

  it('downloads the year report of the chosen year as Excel or CSV', async () => {
    const fetchMock = mockFetch({
      'GET /api/v3/downloads': () => jsonResponse([]),
      'GET /api/v3/management/year-report/2025': () =>
        new Response('csv', {
          headers: { 'Content-Disposition': 'attachment; filename="Mobilo-Year-Report-2025.csv"' },
        }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Year' }));
    await userEvent.click(await screen.findByRole('option', { name: '2025' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download the year report 2025 as CSV' }));
    await waitFor(() => expect(savedNames).toEqual(['Mobilo-Year-Report-2025.csv']));
    const [call] = callsTo(fetchMock, 'GET', '/api/v3/management/year-report/2025');
    expect(String(call![0])).toContain('format=csv');
  });

  it('shows sizes and dates in German', async () => {
    await i18n.changeLanguage('de');
    mockFetch({ 'GET /api/v3/downloads': () => jsonResponse([download({ size: 2_500_000 })]) });
    renderPage();
    expect(await screen.findByText('2,5 MB')).toBeInTheDocument();
    expect(screen.getByText(/^21\.11\.2026 \d\d:30$/)).toBeInTheDocument();
    expect(screen.getByText('Bereit')).toBeInTheDocument();
  });

  it('tells the reason when a file cannot be downloaded', async () => {
    mockFetch({
      'GET /api/v3/downloads': () => jsonResponse([done]),
      [`GET /api/v3/downloads/${done.id}/file`]: () => errorResponse(409, 'DOWNLOAD_NOT_READY', 'RUNNING'),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: `Download ${done.fileName}` }));
    expect(await screen.findByText('The file is not ready yet (status RUNNING).')).toBeInTheDocument();
    expect(savedNames).toEqual([]);
  });

  it('says so when there are no files yet', async () => {
    mockFetch({ 'GET /api/v3/downloads': () => jsonResponse([]) });
    renderPage();
    expect(
      await screen.findByText('No files yet. Payroll exports you start on the management screen appear here.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    mockFetch({ 'GET /api/v3/downloads': () => (fail ? errorResponse(403, 'ACCESS_DENIED') : jsonResponse([done])) });
    renderPage();
    expect(await screen.findByText('The downloads could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(done.fileName)).toBeInTheDocument();
  });
});

describe('downloadsQueryOptions', () => {
  const intervalFor = (data: Download[] | undefined) => {
    const interval = downloadsQueryOptions().refetchInterval as unknown as (query: Query<Download[]>) => number | false;
    return interval({ state: { data } } as Query<Download[]>);
  };

  it('polls while a file is queued or running and stops when all are finished', () => {
    expect(intervalFor([done, running])).toBe(downloadsPollMs);
    expect(intervalFor([download({ status: 'QUEUED', progress: 0 })])).toBe(downloadsPollMs);
    expect(intervalFor([done, failed])).toBe(false);
    expect(intervalFor(undefined)).toBe(false);
  });
});
