import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyCardTransaction, MyMobilityCard } from '@mobilo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { MyMobilityPage } from './my-mobility-page';

const transaction = (overrides: Partial<MyCardTransaction>): MyCardTransaction => ({
  id: '00000000-0000-4000-8000-000000000001',
  transactionDate: '2026-11-20T08:15:00.000Z',
  merchantName: 'BVG',
  amount: '3.50',
  status: 'BOOKED',
  isAllowed: true,
  isReceiptRequested: true,
  receipt: null,
  isReceiptUploadable: true,
  ...overrides,
});

const declined = transaction({
  id: '00000000-0000-4000-8000-000000000002',
  merchantName: 'Weinhandel',
  amount: '30.00',
  status: 'DECLINED',
  isAllowed: false,
  isReceiptRequested: false,
  isReceiptUploadable: false,
});

const mine = (overrides: Partial<MyMobilityCard> = {}): MyMobilityCard => ({
  card: {
    id: '00000000-0000-4000-8000-000000000010',
    status: 'ENABLED',
    maskedNumber: '5300 •••• •••• 4242',
    category: 'VIRTUAL',
  },
  balance: '46.50',
  month: '2026-11',
  monthLoad: '50.00',
  transactions: [transaction({}), declined],
  ...overrides,
});

const onPhone = () =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) =>
        ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as never,
    );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MyMobilityPage', () => {
  it('shows the card, its balance and this month’s load, and each payment with its status and whether it was allowed', async () => {
    mockFetch({ 'GET /api/v3/card/my-mobility': () => jsonResponse(mine()) });
    renderWithProviders(<MyMobilityPage />);
    expect(await screen.findByTestId('card-number')).toHaveTextContent('5300 •••• •••• 4242');
    expect(screen.getByTestId('card-balance')).toHaveTextContent('€46.50');
    expect(screen.getByTestId('card-month-load')).toHaveTextContent('€50.00');
    expect(screen.getByText('Loaded for November 2026')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('BVG')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Booked')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Allowed')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Declined')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Not allowed')).toBeInTheDocument();
    // A declined payment needs no receipt.
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Your company asks for a receipt of each payment.')).toBeInTheDocument();
  });

  it('says so when the employee has no card', async () => {
    mockFetch({ 'GET /api/v3/card/my-mobility': () => jsonResponse(mine({ card: null, transactions: [] })) });
    renderWithProviders(<MyMobilityPage />);
    expect(await screen.findByText('You have no mobility card yet.')).toBeInTheDocument();
  });

  it('uploads a receipt for a payment from its card on the phone, and offers it for download afterwards', async () => {
    onPhone();
    let uploaded = false;
    const fetchMock = mockFetch({
      'GET /api/v3/card/my-mobility': () =>
        jsonResponse(
          mine({
            transactions: [
              uploaded
                ? transaction({ receipt: { name: 'bvg.pdf', uploadedAt: '2026-11-20T09:00:00.000Z' } })
                : transaction({}),
              declined,
            ],
          }),
        ),
      'POST /api/v3/card/my-mobility/transactions/00000000-0000-4000-8000-000000000001/receipt': () => {
        uploaded = true;
        return jsonResponse(transaction({ receipt: { name: 'bvg.pdf', uploadedAt: '2026-11-20T09:00:00.000Z' } }));
      },
    });
    const { container } = renderWithProviders(<MyMobilityPage />);
    const card = await screen.findByRole('group', { name: 'BVG €3.50' });
    expect(within(card).getByText('Booked')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Upload receipt for BVG' }));
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'bvg.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(
        callsTo(
          fetchMock,
          'POST',
          '/api/v3/card/my-mobility/transactions/00000000-0000-4000-8000-000000000001/receipt',
        ),
      ).toHaveLength(1),
    );
    expect(await screen.findByRole('button', { name: 'Download receipt bvg.pdf for BVG' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace receipt for BVG' })).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    mockFetch({ 'GET /api/v3/card/my-mobility': () => jsonResponse(mine()) });
    renderWithProviders(<MyMobilityPage />);
    expect(await screen.findByRole('heading', { name: 'Meine Mobilitätskarte' })).toBeInTheDocument();
    expect(await screen.findByText('Guthaben')).toBeInTheDocument();
    expect(screen.getByText('Nicht erlaubt')).toBeInTheDocument();
  });
});
