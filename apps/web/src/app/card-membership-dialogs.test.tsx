import { noLicences, type CardMembership } from '@mobilo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch } from '../test/fetch-mock';
import { buildSession, errorResponse, jsonResponse, renderRoutes } from '../test/render';
import { i18n } from '../lib/i18n';
import { appRoutes } from './routes';

afterEach(() => {
  vi.unstubAllGlobals();
  return i18n.changeLanguage('en');
});

const membershipId = '0b7a4c1e-2222-4a4a-8888-000000000009';
const invited: CardMembership = {
  id: membershipId,
  status: 'INVITED',
  cardsCount: 0,
  invitationUrl: 'https://cards.example.test/invitation/1',
  idVerificationState: null,
};
const promoted: CardMembership = { ...invited, status: 'PROMOTION_IN_PROGRESS', idVerificationState: 'in_progress' };

function signedIn(
  membership: () => Response,
  role: 'ADMIN' | 'GOD' | 'CARD_ADMIN' = 'CARD_ADMIN',
  extra = {},
  culture: 'en' | 'de' = 'en',
) {
  return mockFetch({
    'GET /auth/check': () =>
      jsonResponse(buildSession({ role: { id: 'r', name: role, rights: [] }, isGod: role === 'GOD', culture })),
    'GET /api/v3/licences': () => jsonResponse(noLicences),
    'GET /api/v3/integrations/card/membership/me': membership,
    ...extra,
  });
}

describe('the card membership dialogs on entering the app', () => {
  it('offers the invitation link in a new tab', async () => {
    signedIn(() => jsonResponse(invited), 'ADMIN');
    renderRoutes(appRoutes, '/welcome');
    const dialog = await screen.findByRole('dialog', { name: 'Your Mobilo card is waiting' });
    const link = within(dialog).getByRole('link', { name: 'Open invitation' });
    expect(link).toHaveAttribute('href', invited.invitationUrl);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('sends the verification link and says so', async () => {
    const fetchMock = signedIn(() => jsonResponse(promoted), 'CARD_ADMIN', {
      [`POST /api/v3/integrations/card/onboarding/card-admin/${membershipId}/verification-link`]: () =>
        jsonResponse(promoted),
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/welcome');
    const dialog = await screen.findByRole('dialog', { name: 'Verify your identity' });
    await user.click(within(dialog).getByRole('button', { name: 'Send verification link' }));
    expect(await screen.findByText('Verification link sent')).toBeInTheDocument();
    expect(
      callsTo(fetchMock, 'POST', `/api/v3/integrations/card/onboarding/card-admin/${membershipId}/verification-link`),
    ).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify your identity' })).not.toBeInTheDocument());
  });

  it('keeps quiet when sending fails, and cancel closes the dialog', async () => {
    signedIn(() => jsonResponse(promoted), 'CARD_ADMIN', {
      [`POST /api/v3/integrations/card/onboarding/card-admin/${membershipId}/verification-link`]: () =>
        errorResponse(409, 'CARD_VERIFICATION_NOT_PENDING'),
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/welcome');
    const dialog = await screen.findByRole('dialog', { name: 'Verify your identity' });
    await user.click(within(dialog).getByRole('button', { name: 'Send verification link' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Send verification link' })).not.toHaveAttribute(
        'data-loading',
      ),
    );
    expect(screen.queryByText('Verification link sent')).not.toBeInTheDocument();
    expect(screen.queryByText(/No identity verification/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify your identity' })).not.toBeInTheDocument());
  });

  it('opens nothing for the operator, and nothing when the status call fails', async () => {
    signedIn(() => jsonResponse(invited), 'GOD');
    const { unmount } = renderRoutes(appRoutes, '/welcome');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();

    signedIn(() => errorResponse(500, 'INTERNAL_ERROR'), 'ADMIN');
    renderRoutes(appRoutes, '/welcome');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/internal/i)).not.toBeInTheDocument();
  });
});

describe('the navigation with payment cards', () => {
  it.each([
    ['with a card', 1, true],
    ['without a card', 0, false],
  ])('shows my mobility card %s', async (_name, cardsCount, shown) => {
    signedIn(() => jsonResponse({ ...invited, status: 'ACTIVE', cardsCount, invitationUrl: null }), 'ADMIN', {
      'GET /api/v3/licences': () => jsonResponse({ ...noLicences, card: true, benefit: 'PROFESSIONAL' }),
      'GET /api/v3/feature-flag/CARD': () => jsonResponse({ name: 'CARD', value: true }),
    });
    renderRoutes(appRoutes, '/welcome');
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(navigation).findByText('Users')).toBeInTheDocument();
    expect(within(navigation).queryByText('My mobility card') !== null).toBe(shown);
  });
});

describe("the card admin's navigation", () => {
  it.each([
    ['en', 'Main navigation', 'Allowed lists'],
    ['de', 'Hauptnavigation', 'Positivlisten'],
  ] as const)('names the allowed lists as their screen does, in %s', async (language, label, name) => {
    await i18n.changeLanguage(language);
    const active = { ...invited, status: 'ACTIVE' as const, cardsCount: 0, invitationUrl: null };
    signedIn(
      () => jsonResponse(active),
      'CARD_ADMIN',
      {
        'GET /api/v3/licences': () => jsonResponse({ ...noLicences, card: true, benefit: 'PROFESSIONAL' }),
        'GET /api/v3/feature-flag/CARD': () => jsonResponse({ name: 'CARD', value: true }),
      },
      language,
    );
    renderRoutes(appRoutes, '/welcome');
    const navigation = await screen.findByRole('navigation', { name: label });
    expect(await within(navigation).findByRole('link', { name })).toHaveAttribute('href', '/card-whitelists');
  });
});
