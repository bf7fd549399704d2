import { screen } from '@testing-library/react';
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
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CardPage', () => {
  it('shows each company’s live cards and when the issuer last sent an event', async () => {
    mockFetch({ 'GET /god/card/companies': () => jsonResponse(overview) });
    renderWithProviders(
      <SessionProvider session={buildSession({ role: { id: 'role-god', name: 'GOD', rights: [] } })}>
        <CardPage />
      </SessionProvider>,
    );
    const one = (await screen.findByText('Card One')).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: /Active cards/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Last issuer event/ })).toBeInTheDocument();
    expect(one).toHaveTextContent(/20\/11\/2026 \d{2}:00$/);
    const two = screen.getByText('Card Two').closest('tr')!;
    expect(two).toHaveTextContent('never');
  });
});
