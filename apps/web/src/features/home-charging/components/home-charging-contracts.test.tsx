import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChargingContract, MyActivities, MyContracts } from '@mobilo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/auth-context';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { buildSession, jsonResponse, renderRoutes, renderWithProviders } from '../../../test/render';
import { ContractPage } from './contract-page';
import { contractErrors, type ContractValues } from './contract-form';
import { monthPriceOf } from './month-price-field';
import { MyActivitiesPage } from './my-activities-page';
import { MyContractsPage } from './my-contracts-page';

const contract = (overrides: Partial<ChargingContract>): ChargingContract => ({
  id: '00000000-0000-4000-8000-000000000021',
  version: 2,
  userId: '00000000-0000-4000-8000-000000000009',
  firstName: 'Clara',
  lastName: 'Vertrag',
  personalNumber: '1008',
  supplier: 'Stadtwerke Musterstadt',
  centsPerKwh: '31.90',
  isDynamic: false,
  validFrom: '2026-01-01',
  validUntil: '2026-12-31',
  proofFileName: 'contract.pdf',
  status: 'SUBMITTED',
  submittedAt: '2026-11-01T09:00:00.000Z',
  decidedAt: null,
  rejectReason: null,
  isDecidable: true,
  isDeletable: true,
  ...overrides,
});

const mine = (overrides: Partial<MyContracts>): MyContracts => ({ isRequired: true, contracts: [], ...overrides });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const inSession = (element: React.ReactElement) =>
  renderWithProviders(<SessionProvider session={buildSession()}>{element}</SessionProvider>);

describe('the contract rules', () => {
  const values: ContractValues = {
    supplier: 'Stadtwerke',
    isDynamic: false,
    centsPerKwh: '31,9',
    validFrom: '2026-01-01',
    validUntil: '',
    proof: new File(['%PDF-1.4'], 'contract.pdf', { type: 'application/pdf' }),
  };

  it('takes a price with a comma, an open end and a proof', () => {
    expect(contractErrors(values)).toEqual({});
  });

  it('refuses a price of 0 or above 100 ct/kWh, one that is no number, and needs none for a dynamic tariff', () => {
    expect(contractErrors({ ...values, centsPerKwh: '0' })).toEqual({ centsPerKwh: 'price' });
    expect(contractErrors({ ...values, centsPerKwh: '500' })).toEqual({ centsPerKwh: 'price' });
    expect(contractErrors({ ...values, centsPerKwh: 'abc' })).toEqual({ centsPerKwh: 'invalid' });
    expect(contractErrors({ ...values, centsPerKwh: '' })).toEqual({ centsPerKwh: 'required' });
    expect(contractErrors({ ...values, isDynamic: true, centsPerKwh: '' })).toEqual({});
  });

  it('refuses an end before the start, and a contract without supplier or proof', () => {
    expect(contractErrors({ ...values, validUntil: '2025-12-31' })).toEqual({ validUntil: 'range' });
    expect(contractErrors({ ...values, supplier: ' ', proof: null })).toEqual({
      supplier: 'required',
      proof: 'required',
    });
  });
});

describe('MyContractsPage', () => {
  it('needs no contract on the official average, and shows no form', async () => {
    mockFetch({ 'GET /api/v3/home-charging/my-contracts': () => jsonResponse(mine({ isRequired: false })) });
    inSession(<MyContractsPage />);
    expect(await screen.findByText(/official average price/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit the contract' })).not.toBeInTheDocument();
  });

  it('shows a rejected contract with its reason, and sends nothing with an implausible price', async () => {
    const fetchMock = mockFetch({
      'GET /api/v3/home-charging/my-contracts': () =>
        jsonResponse(
          mine({
            contracts: [
              contract({
                status: 'REJECTED',
                rejectReason: 'Proof unreadable',
                isDecidable: false,
                isDeletable: false,
              }),
            ],
          }),
        ),
    });
    inSession(<MyContractsPage />);
    expect(await screen.findByText('Reason: Proof unreadable')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Supplier/ }), 'Stadtwerke');
    await userEvent.type(screen.getByRole('textbox', { name: /Gross price/ }), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Submit the contract' }));
    expect(await screen.findByText('A price above 0 and at most 100 ct/kWh.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/v3/home-charging/my-contracts')).toHaveLength(0);
  });

  it('takes no price for a dynamic tariff', async () => {
    mockFetch({ 'GET /api/v3/home-charging/my-contracts': () => jsonResponse(mine({})) });
    inSession(<MyContractsPage />);
    await userEvent.click(await screen.findByRole('checkbox', { name: /Dynamic tariff/ }));
    expect(screen.getByRole('textbox', { name: /Gross price/ })).toBeDisabled();
  });
});

describe('ContractPage', () => {
  const id = contract({}).id;
  const renderPage = () =>
    renderRoutes(
      [
        {
          path: '/home-charging/contracts/:contractId',
          element: (
            <SessionProvider session={buildSession()}>
              <ContractPage />
            </SessionProvider>
          ),
        },
      ],
      `/home-charging/contracts/${id}`,
    );

  it('approves with the version read', async () => {
    const fetchMock = mockFetch({
      [`GET /api/v3/home-charging/contracts/${id}`]: () => jsonResponse(contract({})),
      [`GET /api/v3/home-charging/contracts/${id}/history`]: () => jsonResponse({ events: [] }),
      [`PATCH /api/v3/home-charging/contracts/${id}/approve`]: () =>
        jsonResponse(contract({ status: 'APPROVED', isDecidable: false })),
    });
    renderPage();
    expect(await screen.findByText('Stadtwerke Musterstadt')).toBeInTheDocument();
    expect(screen.getByText('31.90 ct/kWh')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the proof' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PATCH', `/api/v3/home-charging/contracts/${id}/approve`)).toHaveLength(1),
    );
    const [, init] = callsTo(fetchMock, 'PATCH', `/api/v3/home-charging/contracts/${id}/approve`)[0]!;
    expect(new Headers(init?.headers).get('If-Match')).toBeTruthy();
  });

  it('rejects only with a reason, and offers no decision on a decided contract', async () => {
    let sent: unknown = null;
    mockFetch({
      [`GET /api/v3/home-charging/contracts/${id}`]: () => jsonResponse(contract({})),
      [`GET /api/v3/home-charging/contracts/${id}/history`]: () => jsonResponse({ events: [] }),
      [`PATCH /api/v3/home-charging/contracts/${id}/reject`]: ({ init }) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(contract({ status: 'REJECTED', rejectReason: 'Wrong name', isDecidable: false }));
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('button', { name: 'Reject' }).at(-1)).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'Wrong name');
    await userEvent.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);
    await waitFor(() => expect(sent).toEqual({ reason: 'Wrong name' }));
  });
});

describe('a dynamic tariff’s price of the month', () => {
  const activities: MyActivities = {
    type: 'VARIABLE',
    carKind: 'COMPANY',
    meterIds: ['WB-1'],
    pricingMethod: 'CONTRACT',
    officialCentsPerKwh: '34.00',
    thisMonth: '2026-03',
    activities: [],
  };
  const dynamic = contract({ isDynamic: true, centsPerKwh: null, validFrom: '2026-03-01' });

  it('takes a price with a comma and refuses none, 0, or more than 100 ct/kWh', () => {
    expect(monthPriceOf(' 27,35 ')).toEqual({ cents: '27.35' });
    expect(monthPriceOf('')).toEqual({ error: 'required' });
    expect(monthPriceOf('0')).toEqual({ error: 'invalid' });
    expect(monthPriceOf('500')).toEqual({ error: 'invalid' });
    expect(monthPriceOf('27.355')).toEqual({ error: 'invalid' });
  });

  it('is asked for only in months a dynamic contract prices', async () => {
    mockFetch({
      'GET /api/v3/home-charging/my-activities': () => jsonResponse(activities),
      'GET /api/v3/home-charging/my-contracts': () => jsonResponse(mine({ contracts: [dynamic] })),
    });
    inSession(<MyActivitiesPage />);
    expect(await screen.findAllByRole('textbox', { name: /This month's price/ })).toHaveLength(2);
    // February has no contract: the server refuses it for that, and no price is asked.
    const months = screen.getAllByRole('combobox', { name: /^Month/ });
    await userEvent.click(months[0]!);
    await userEvent.click(await screen.findByRole('option', { name: /February 2026/ }));
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /This month's price/ })).toHaveLength(1));
  });

  it('is not asked for under a fixed price, and the wallbox import sends the typed one', async () => {
    let sent: Record<string, unknown> = {};
    const fetchMock = mockFetch({
      'GET /api/v3/home-charging/my-activities': () => jsonResponse(activities),
      'GET /api/v3/home-charging/my-contracts': () => jsonResponse(mine({ contracts: [dynamic] })),
      'POST /api/v3/home-charging/my-activities/import': ({ init }) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return jsonResponse({ activity: null, importedCount: 0, refusedCount: 0, lines: [] });
      },
    });
    inSession(<MyActivitiesPage />);
    const region = within(await screen.findByRole('region', { name: 'Import a wallbox export' }));
    const price = await region.findByRole('textbox', { name: /This month's price/ });
    const file = new File(['Session Start Time\n'], 'sessions.csv', { type: 'text/csv' });
    await userEvent.upload(
      screen.getByRole('region', { name: 'Import a wallbox export' }).querySelector('input[type="file"]')!,
      file,
    );
    await userEvent.click(region.getByRole('button', { name: 'Import sessions' }));
    expect(await region.findByText('Please fill this in.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/v3/home-charging/my-activities/import')).toHaveLength(0);
    await userEvent.type(price, '27,35');
    await userEvent.click(region.getByRole('button', { name: 'Import sessions' }));
    await waitFor(() => expect(sent).toMatchObject({ month: '2026-03', dynamicCentsPerKwh: '27.35' }));
  });
});
