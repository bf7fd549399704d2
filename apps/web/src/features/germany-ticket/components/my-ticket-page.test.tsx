import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GermanyTicketBooking, GermanyTicketOffer, MyTicket } from '@mobilo/contract';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/auth-context';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { buildSession, errorResponse, jsonResponse, renderWithProviders } from '../../../test/render';
import { MyTicketPage } from './my-ticket-page';
import { OfferForm } from './offer-form';

const split = {
  month: '2027-01',
  listPrice: '63.00',
  discounted: true,
  ticketPrice: '59.85',
  subsidy: '31.50',
  share: '28.35',
};

const booking = (overrides: Partial<GermanyTicketBooking>): GermanyTicketBooking => ({
  id: '00000000-0000-4000-8000-000000000001',
  version: 1,
  userId: '00000000-0000-4000-8000-000000000009',
  status: 'ACTIVE',
  startMonth: '2026-09',
  endMonth: null,
  requestedAt: '2026-08-01T09:00:00.000Z',
  decidedAt: '2026-08-02T09:00:00.000Z',
  declineReason: null,
  activatedAt: '2026-08-20T09:00:00.000Z',
  cancelledAt: null,
  ticketNumber: 'DT-1',
  ticketFileName: null,
  split,
  ...overrides,
});

const mine = (overrides: Partial<MyTicket>): MyTicket => ({
  isOffered: true,
  isEligible: true,
  paidFromBudget: false,
  requiresDateOfBirth: false,
  earliestStartMonth: '2027-01',
  cancellationEndMonth: '2026-12',
  thisMonth: '2026-11',
  cancellationDeadline: '2026-11-10',
  example: split,
  bookings: [],
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = () =>
  renderWithProviders(
    <SessionProvider session={buildSession()}>
      <MyTicketPage />
    </SessionProvider>,
  );

describe('MyTicketPage', () => {
  it('offers the earliest month with its costs and sends the request', async () => {
    let requested: unknown = null;
    const fetchMock = mockFetch({
      'GET /api/v3/bookings/my-ticket': () =>
        jsonResponse(
          requested ? mine({ bookings: [booking({ status: 'REQUESTED', startMonth: '2027-02' })] }) : mine({}),
        ),
      'POST /api/v3/bookings/my-ticket': ({ init }) => {
        requested = JSON.parse(String(init?.body));
        return jsonResponse(booking({ status: 'REQUESTED', startMonth: '2027-02' }));
      },
    });
    renderPage();
    expect(
      await screen.findByText(
        'The earliest start is January 2027: the transport company needs the order in the month before.',
      ),
    ).toBeInTheDocument();
    const costs = screen.getByTestId('ticket-split');
    expect(within(costs).getByText('€63.00')).toBeInTheDocument();
    expect(within(costs).getByText('− €3.15')).toBeInTheDocument();
    expect(within(costs).getByText('€28.35')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Valid from' }));
    await userEvent.click(await screen.findByRole('option', { name: 'February 2027' }));
    await userEvent.click(screen.getByRole('button', { name: 'Request ticket' }));
    await waitFor(() => expect(requested).toEqual({ startMonth: '2027-02', dateOfBirth: null }));
    expect(await screen.findByTestId('booking-status')).toHaveTextContent('Requested');
    expect(callsTo(fetchMock, 'POST', '/api/v3/bookings/my-ticket')).toHaveLength(1);
  });

  it('says why nobody can book: not offered, or not for people with a budget', async () => {
    mockFetch({ 'GET /api/v3/bookings/my-ticket': () => jsonResponse(mine({ isOffered: false })) });
    renderPage();
    expect(
      await screen.findByText('Your company does not offer the Germany ticket at the moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request ticket' })).not.toBeInTheDocument();
  });

  it('asks for the date of birth when the transport company needs it', async () => {
    mockFetch({ 'GET /api/v3/bookings/my-ticket': () => jsonResponse(mine({ requiresDateOfBirth: true })) });
    renderPage();
    expect(await screen.findByText('The transport company needs it for your ticket.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request ticket' })).toBeDisabled();
  });

  it('shows the cancellation deadline and what a cancellation today means before it is made', async () => {
    let cancelled = false;
    mockFetch({
      'GET /api/v3/bookings/my-ticket': () =>
        jsonResponse(mine({ bookings: [booking(cancelled ? { status: 'CANCELLED', endMonth: '2026-12' } : {})] })),
      [`POST /api/v3/bookings/my-ticket/${booking({}).id}/cancel`]: () => {
        cancelled = true;
        return jsonResponse(booking({ status: 'CANCELLED', endMonth: '2026-12' }));
      },
    });
    renderPage();
    expect(
      await screen.findByText('Cancelled by 10/11/2026, the ticket ends on 31/12/2026; later it ends a month later.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your Germany ticket?' });
    expect(within(dialog).getByTestId('cancel-effect')).toHaveTextContent(
      'Cancelled today, the ticket is valid until 31/12/2026.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel ticket' }));
    expect(
      await screen.findByText('Your ticket has been cancelled. It is valid until 31/12/2026.'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('booking-status')).toHaveTextContent('Cancelled, valid until 31/12/2026');
  });

  it('names the server refusal of a late start', async () => {
    mockFetch({
      'GET /api/v3/bookings/my-ticket': () => jsonResponse(mine({})),
      'POST /api/v3/bookings/my-ticket': () => errorResponse(400, 'GERMANY_TICKET_START_TOO_EARLY', '2027-02'),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Request ticket' }));
    expect(await screen.findByText('The ticket can start in February 2027 at the earliest.')).toBeInTheDocument();
  });
});

describe('OfferForm', () => {
  const offer: GermanyTicketOffer = {
    isActive: true,
    subsidyKind: 'PERCENT',
    subsidyAmount: '0.00',
    subsidyPercent: 50,
    taxTreatment: 'TAX_FREE',
    paidFromBudget: false,
    eligibility: 'EVERYONE',
    orderDeadlineDay: 15,
    requiresDateOfBirth: false,
    subsidyWageTypeNumber: 4200,
    shareWageTypeNumber: 4210,
    provider: 'MANUAL',
    licence: 'FULL',
    example: split,
    version: 3,
  };

  it('warns below a quarter of the price that the discount is lost, and saves the amount with a comma', async () => {
    let saved: Record<string, unknown> | null = null;
    const fetchMock = mockFetch({
      'PUT /api/v3/bookings/offer': ({ init }) => {
        saved = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return jsonResponse({ ...offer, ...saved });
      },
    });
    renderWithProviders(<OfferForm offer={offer} />);
    expect(screen.queryByTestId('discount-lost')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Fixed amount'));
    const amount = screen.getByRole('textbox', { name: 'Subsidy per month' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '15,50');
    expect(screen.getByTestId('discount-lost')).toHaveTextContent('Below 25 % of the price');
    await userEvent.clear(amount);
    await userEvent.type(amount, '15,75');
    expect(screen.queryByTestId('discount-lost')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save offer' }));
    await waitFor(() => expect(saved).toMatchObject({ subsidyKind: 'AMOUNT', subsidyAmount: '15.75' }));
    // The version the form was filled from: a save on a stale read answers 409.
    const [, init] = callsTo(fetchMock, 'PUT', '/api/v3/bookings/offer')[0]!;
    expect(new Headers(init!.headers).get('If-Match')).toBe('"3"');
  });

  it('keeps what is typed when the same version of the offer arrives again (a background refetch)', async () => {
    function Refetching() {
      const [current, setCurrent] = useState(offer);
      return (
        <>
          <button type="button" onClick={() => setCurrent({ ...offer, example: { ...split } })}>
            refetch
          </button>
          <OfferForm offer={current} />
        </>
      );
    }
    renderWithProviders(<Refetching />);
    const percent = screen.getByRole('textbox', { name: 'Subsidy in %' });
    await userEvent.clear(percent);
    await userEvent.type(percent, '80');
    await userEvent.click(screen.getByRole('button', { name: 'refetch' }));
    expect(screen.getByRole('textbox', { name: 'Subsidy in %' })).toHaveValue('80 %');
  });

  it('keeps a limited licence to people without a budget group', () => {
    renderWithProviders(<OfferForm offer={{ ...offer, licence: 'LIMITED', eligibility: 'WITHOUT_BUDGET_GROUP' }} />);
    expect(screen.getByText('Your licence covers employees without a budget group only.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Who may book' })).toBeDisabled();
  });
});
