import type { Expense } from '@mobilo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { CompanyExportProvider } from '../hooks/company-export-context';
import { CompanyExportDialog } from './company-export-dialog';
import { ExportProgressBar } from './export-progress-bar';

const now = () => new Date('2026-11-21T10:00:00Z');
const expenseId = '7d1c1d1e-2222-4a4a-8888-000000000001';

function expense(id: string, fileCount: number): Expense {
  const at = '2026-10-05T08:00:00.000Z';
  return {
    id,
    version: 1,
    name: null,
    periodString: '202610',
    user: { id: 'u1', name: 'Emma Mitarbeiterin', personalNumber: null },
    date: '2026-10-05',
    submitDate: null,
    createdDate: at,
    modifiedDate: at,
    status: 'READY',
    processStatus: 'READY',
    tripToWork: true,
    type: 'TAXI',
    mobilityType: 'TAXI',
    origin: 'HOME',
    cost: '10.00',
    originalCost: '10.00',
    originalCurrency: 'EUR',
    targetCurrency: 'EUR',
    exchangeRate: '1.000000',
    exchangeRateDate: null,
    description: null,
    comment: null,
    markerNote: null,
    rejectComment: null,
    rejectReason: null,
    expenseRejectReason: null,
    files: Array.from({ length: fileCount }, (_, i) => ({
      id: `f${i}`,
      originalName: `r${i}.pdf`,
      mimeType: 'application/pdf' as const,
      name: `r${i}.pdf`,
      size: 3,
      sha256: 'a'.repeat(64),
      url: `/v2/expenses/${id}/files/${i}`,
      previewUrl: `/v2/expenses/${id}/files/${i}/preview`,
    })),
    isChecked: false,
    checkerId: null,
    checkedTimestamp: null,
    isMarked: false,
    isTaxFree: false,
    hasTaxInfo: false,
    receiptLess: false,
    isBillable: true,
    isSubmitted: false,
    isRejected: false,
    isUpdateable: false,
    isDeleteable: false,
    isSubmittable: false,
    isWithdrawable: false,
    isUpdateableForAdmins: false,
    isEditable: false,
    auditLog: {
      createdAt: at,
      createdBy: null,
      modifiedAt: at,
      modifiedBy: null,
      submittedAt: null,
      submittedBy: null,
      checkedAt: null,
      checkedBy: null,
    },
  };
}

/** The dialog as the app composes it: closing it leaves the export running under the bar. */
function Harness() {
  const [opened, setOpened] = useState(true);
  return (
    <CompanyExportProvider>
      <CompanyExportDialog opened={opened} onClose={() => setOpened(false)} now={now} />
      <ExportProgressBar hidden={opened} />
    </CompanyExportProvider>
  );
}

function renderDialog() {
  return renderWithProviders(<Harness />);
}

/** A folder picker that records what is written. */
function stubFolderPicker() {
  const written: string[] = [];
  const folder = {
    getFileHandle: async (name: string) => ({
      createWritable: async () => ({ write: async () => void written.push(name), close: async () => {} }),
    }),
  };
  const picker = vi.fn(async () => ({ getDirectoryHandle: async () => folder }));
  vi.stubGlobal('showDirectoryPicker', picker);
  return { written, picker };
}

function mockLists(
  expenses: unknown[],
  file: (request: { init: RequestInit | undefined }) => Response | Promise<Response>,
) {
  const handlers: Parameters<typeof mockFetch>[0] = {
    'GET /api/v3/offboarding/expenses': () => jsonResponse({ expenses }),
    'GET /api/v3/offboarding/germany-tickets': () => jsonResponse({ germanyTickets: [] }),
    'GET /api/v3/offboarding/home-charging': () => jsonResponse({ homeCharging: [] }),
    'GET /api/v3/offboarding/cards': () => jsonResponse({ cards: [] }),
    'GET /api/v3/offboarding/card-transactions': () => jsonResponse({ cardTransactions: [] }),
  };
  for (let i = 0; i < 3; i += 1) handlers[`GET /v2/expenses/${expenseId}/files/${i}`] = file;
  return mockFetch(handlers);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CompanyExportDialog', () => {
  it('starts with the whole previous month and clears the start when the end lies before it', async () => {
    stubFolderPicker();
    const user = userEvent.setup();
    renderDialog();
    const start = await screen.findByRole('textbox', { name: 'From' });
    const end = screen.getByRole('textbox', { name: 'To' });
    expect(start).toHaveValue('01/10/2026');
    expect(end).toHaveValue('31/10/2026');
    const confirm = screen.getByRole('button', { name: 'Choose folder and export' });
    expect(confirm).toBeEnabled();

    await user.clear(end);
    await user.type(end, '15/09/2026');
    await user.tab();
    await waitFor(() => expect(start).toHaveValue(''));
    expect(confirm).toBeDisabled();
  });

  it('says so when the browser cannot write into a folder', async () => {
    const fetchMock = mockLists([], () => new Response('x'));
    const user = userEvent.setup();
    renderDialog();
    expect(await screen.findByRole('note')).toHaveTextContent('Your browser cannot save files into a folder');
    await user.click(screen.getByRole('button', { name: 'Choose folder and export' }));
    expect(
      await screen.findByText(/Your browser cannot save files into a folder/, {
        selector: '.mantine-Notification-description',
      }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/v3/offboarding/expenses')).toHaveLength(0);
  });

  it('downloads the lists and every receipt into the folder, then reports success', async () => {
    const { written } = stubFolderPicker();
    const fetchMock = mockLists(
      [expense(expenseId, 3)],
      () => new Response('pdf', { headers: { 'content-disposition': 'attachment; filename="beleg.pdf"' } }),
    );
    const user = userEvent.setup();
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Choose folder and export' }));
    expect(await screen.findByText('The company data was exported.')).toBeInTheDocument();
    expect(written).toEqual(
      expect.arrayContaining([
        'expenses.json',
        'germany-tickets.json',
        'home-charging.json',
        'cards.json',
        'card-transactions.json',
        'beleg.pdf',
        'beleg (2).pdf',
        'beleg (3).pdf',
      ]),
    );
    const [call] = callsTo(fetchMock, 'GET', '/api/v3/offboarding/expenses');
    expect(String(call![0])).toContain('from=2026-10-01&to=2026-10-31');
  });

  it('warns when some receipts could not be downloaded', async () => {
    stubFolderPicker();
    let n = 0;
    mockLists([expense(expenseId, 3)], () => (++n === 2 ? new Response('gone', { status: 404 }) : new Response('pdf')));
    const user = userEvent.setup();
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Choose folder and export' }));
    expect(await screen.findByText('The export finished, but 1 file(s) could not be downloaded.')).toBeInTheDocument();
  });

  it('shows progress with abort in the global bar while the dialog is closed, and aborts', async () => {
    stubFolderPicker();
    mockLists(
      [expense(expenseId, 3)],
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const user = userEvent.setup();
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Choose folder and export' }));
    expect(await screen.findByText('0 of 3 files')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose folder and export' })).toBeDisabled();
    expect(screen.queryByRole('status', { name: 'Company data export' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    const bar = await screen.findByRole('status', { name: 'Company data export' });
    expect(bar).toHaveTextContent('0 of 3 files');
    await user.click(within(bar).getByRole('button', { name: 'Abort' }));
    expect(await screen.findByText('The export was aborted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Company data export' })).not.toBeInTheDocument());
  });
});
