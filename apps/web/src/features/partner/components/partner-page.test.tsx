import type { CompanyPartnerSettings, PartnerOffer } from '@mobilo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/auth-context';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { buildSession, errorResponse, jsonResponse, renderWithProviders } from '../../../test/render';
import { PartnerPage } from './partner-page';

const bike: PartnerOffer = {
  id: '00000000-0000-4000-8000-0000000000b1',
  partner: 'Velo Werk',
  title: { en: '15 % off every bike service', de: '15 % auf jeden Fahrradservice' },
  description: { en: 'Show the code at the counter.', de: 'Zeigen Sie den Code an der Theke.' },
  code: 'MOBILO15',
  link: null,
  image: null,
  validFrom: '2026-01-01',
  validUntil: '2027-12-31',
  category: 'BIKE',
};
const rail: PartnerOffer = {
  ...bike,
  id: '00000000-0000-4000-8000-0000000000b2',
  partner: 'Bahnfrei Reisen',
  title: { en: '10 % off long-distance tickets', de: '10 % auf Fernverkehrstickets' },
  description: { en: 'Book on the partner page.', de: 'Buchen Sie beim Partner.' },
  code: null,
  link: 'https://bahnfrei.example/angebot',
  validUntil: null,
  category: 'RAIL',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = (role: 'USER' | 'ADMIN') =>
  renderWithProviders(
    <SessionProvider
      session={buildSession({ isAdmin: role === 'ADMIN', role: { id: `role-${role}`, name: role, rights: [] } })}
    >
      <PartnerPage />
    </SessionProvider>,
  );

describe('the partner screen for employees', () => {
  it('lists the offers as cards, filters by category and counts a view and a copied code', async () => {
    const fetchMock = mockFetch({
      'GET /api/v3/partner/offers': ({ url }) => {
        const category = url.searchParams.get('category');
        const offers = [bike, rail].filter((offer) => category === null || offer.category === category);
        return jsonResponse({ areaEnabled: true, offers });
      },
      [`POST /api/v3/partner/offers/${bike.id}/view`]: () => jsonResponse({ recorded: true }),
      [`POST /api/v3/partner/offers/${bike.id}/click`]: () => jsonResponse({ recorded: true }),
    });
    const user = userEvent.setup();
    renderPage('USER');

    expect(await screen.findAllByTestId('partner-offer')).toHaveLength(2);
    expect(screen.queryByRole('tab')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Rail' }));
    await waitFor(() => expect(screen.getAllByTestId('partner-offer')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: rail.title.en })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Charging' }));
    expect(await screen.findByText('There are no current offers in this category.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await user.click(await screen.findByRole('button', { name: `Show offer: ${bike.title.en}` }));
    const dialog = await screen.findByRole('dialog', { name: bike.title.en });
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `/api/v3/partner/offers/${bike.id}/view`)).toHaveLength(1));
    expect(within(dialog).getByTestId('partner-offer-code')).toHaveTextContent('MOBILO15');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog).getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('MOBILO15');
    expect(await within(dialog).findByRole('button', { name: 'Code copied' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('The code is on the clipboard.');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `/api/v3/partner/offers/${bike.id}/click`)).toHaveLength(1));
  });

  it('opens a link offer in a new tab with the notice that the partner terms apply', async () => {
    const fetchMock = mockFetch({
      'GET /api/v3/partner/offers': () => jsonResponse({ areaEnabled: true, offers: [rail] }),
      [`POST /api/v3/partner/offers/${rail.id}/view`]: () => jsonResponse({ recorded: true }),
      [`POST /api/v3/partner/offers/${rail.id}/click`]: () => jsonResponse({ recorded: true }),
    });
    const user = userEvent.setup();
    renderPage('USER');

    await user.click(await screen.findByRole('button', { name: `Show offer: ${rail.title.en}` }));
    const dialog = await screen.findByRole('dialog', { name: rail.title.en });
    expect(within(dialog).getByText(/terms and privacy policy apply there/)).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: /Go to the partner/ });
    expect(link).toHaveAttribute('href', rail.link);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `/api/v3/partner/offers/${rail.id}/click`)).toHaveLength(1));
  });

  it('says so when the company switched the area off, and offers a retry when loading fails', async () => {
    mockFetch({ 'GET /api/v3/partner/offers': () => jsonResponse({ areaEnabled: false, offers: [] }) });
    const { unmount } = renderPage('USER');
    expect(await screen.findByText('Your company has switched the vouchers off.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    unmount();

    mockFetch({ 'GET /api/v3/partner/offers': () => errorResponse(500, 'INTERNAL_ERROR') });
    renderPage('USER');
    expect(await screen.findByText('The offers could not be loaded.')).toBeInTheDocument();
  });
});

describe('the partner screen for company admins', () => {
  it('switches one offer and the whole area off for the company', async () => {
    let settings: CompanyPartnerSettings = {
      areaEnabled: true,
      offers: [
        { ...bike, enabledForCompany: true },
        { ...rail, enabledForCompany: true },
      ],
    };
    const fetchMock = mockFetch({
      'GET /api/v3/partner/offers': () => jsonResponse({ areaEnabled: true, offers: [bike, rail] }),
      'GET /api/v3/partner/settings': () => jsonResponse(settings),
      [`PUT /api/v3/partner/settings/offers/${rail.id}`]: ({ init }) => {
        const { enabled } = JSON.parse(String(init?.body));
        settings = {
          ...settings,
          offers: settings.offers.map((offer) =>
            offer.id === rail.id ? { ...offer, enabledForCompany: enabled } : offer,
          ),
        };
        return jsonResponse(settings);
      },
      'PUT /api/v3/partner/settings': ({ init }) => {
        settings = { ...settings, areaEnabled: JSON.parse(String(init?.body)).areaEnabled };
        return jsonResponse(settings);
      },
    });
    const user = userEvent.setup();
    renderPage('ADMIN');

    expect(await screen.findAllByTestId('partner-offer')).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: 'For your company' }));
    const offerSwitch = await screen.findByRole('switch', { name: `Show ${rail.title.en} to employees` });
    expect(offerSwitch).toBeChecked();
    await user.click(offerSwitch);
    await waitFor(() => expect(offerSwitch).not.toBeChecked());
    expect(
      JSON.parse(String(callsTo(fetchMock, 'PUT', `/api/v3/partner/settings/offers/${rail.id}`)[0]![1]?.body)),
    ).toEqual({ enabled: false });

    await user.click(screen.getByRole('switch', { name: "Vouchers for the company's employees" }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/v3/partner/settings')).toHaveLength(1));
    expect(await screen.findByText('Vouchers are switched off for your employees.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: `Show ${bike.title.en} to employees` })).toBeDisabled();
  });
});
