import { screen, within } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import type { OperatorCardResponse } from '@mobilo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/auth-context';
import { mockFetch } from '../../../test/fetch-mock';
import { buildSession, jsonResponse, renderWithProviders } from '../../../test/render';
import { CardPage } from './card-page';

const overview: OperatorCardResponse = {
  companies: [
    {
      id: 'c1',
      name: 'Card One',
      cardLicence: true,
      cardFlag: true,
      memberships: { ACTIVE: 2 },
      cardsCount: 2,
      cardsEnabled: 1,
      lastWebhookAt: '2026-11-20T08:00:00.000Z',
      issuerHealth: {
        lastSuccessAt: '2026-11-19T07:00:00.000Z',
        lastFailure: { at: '2026-11-21T09:30:00.000Z', code: 'CARD_ISSUER_UNAVAILABLE', operation: 'INVITE' },
        isFailing: true,
      },
    },
    {
      id: 'c2',
      name: 'Card Two',
      cardLicence: true,
      cardFlag: false,
      memberships: {},
      cardsCount: 0,
      cardsEnabled: 0,
      lastWebhookAt: null,
      issuerHealth: null,
    },
    {
      id: 'c3',
      name: 'Card Three',
      cardLicence: true,
      cardFlag: true,
      memberships: { ACTIVE: 1 },
      cardsCount: 1,
      cardsEnabled: 1,
      lastWebhookAt: null,
      issuerHealth: {
        lastSuccessAt: '2026-11-22T10:00:00.000Z',
        lastFailure: { at: '2026-11-21T09:30:00.000Z', code: 'CARD_ISSUER_REJECTED', operation: 'CARD_LOAD' },
        isFailing: false,
      },
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = () =>
  renderWithProviders(
    <SessionProvider session={buildSession({ role: { id: 'role-god', name: 'GOD', rights: [] } })}>
      <CardPage />
    </SessionProvider>,
  );

describe('CardPage', () => {
  it('shows each company’s live cards and when the issuer last sent an event', async () => {
    mockFetch({ 'GET /god/card/companies': () => jsonResponse(overview) });
    renderPage();
    const one = (await screen.findByText('Card One')).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: /Active cards/ })).toBeInTheDocument();
    expect(within(one).getByTestId('issuer-last-event')).toHaveTextContent(/^Last event 20\/11\/2026 \d{2}:00/);
    const two = screen.getByText('Card Two').closest('tr')!;
    expect(within(two).getByTestId('issuer-last-event')).toHaveTextContent('no event yet');
  });

  it('names a company whose calls to the issuer fail, and one whose failure a success superseded', async () => {
    mockFetch({ 'GET /god/card/companies': () => jsonResponse(overview) });
    renderPage();
    const one = (await screen.findByText('Card One')).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: /^Issuer/ })).toBeInTheDocument();
    const failing = within(one).getByTestId('issuer-health');
    expect(within(failing).getByText('Failing')).toBeInTheDocument();
    expect(failing).toHaveTextContent(/Last failure 21\/11\/2026 \d{2}:30: invitation, not reachable or erroring/);
    expect(failing).not.toHaveTextContent('Last success');
    const three = within(screen.getByText('Card Three').closest('tr')!).getByTestId('issuer-health');
    expect(within(three).getByText('Working')).toBeInTheDocument();
    expect(three).toHaveTextContent(/Last success 22\/11\/2026/);
    expect(three).toHaveTextContent('monthly load, request refused');
    expect(screen.getByText('Card Two').closest('tr')!).toHaveTextContent('no calls yet');
  });

  it('names the failure in German', async () => {
    await i18n.changeLanguage('de');
    mockFetch({ 'GET /god/card/companies': () => jsonResponse(overview) });
    renderPage();
    const one = (await screen.findByText('Card One')).closest('tr')!;
    expect(within(one).getByTestId('issuer-health')).toHaveTextContent(
      /Gestört.*Letzter Fehler .*: Einladung, nicht erreichbar oder fehlerhaft/,
    );
  });
});
