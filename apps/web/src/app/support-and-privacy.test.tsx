import { currentPrivacyPolicyVersion, noLicences } from '@mobilo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submenuOffset } from '../features/shell/components/menu-group';
import { chooseLanguage } from '../lib/i18n';
import { callsTo, mockFetch } from '../test/fetch-mock';
import {
  buildAppInfo,
  buildSession,
  buildSessionUser,
  errorResponse,
  jsonResponse,
  renderRoutes,
} from '../test/render';
import { appRoutes } from './routes';

const home = { id: '0b7d6a52-0000-4000-8000-000000000001', name: 'Mobilo Operations' };
const customer = { id: '0b7d6a52-0000-4000-8000-000000000002', name: 'Customer AG' };

function signedIn(sessionOverrides = {}, extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /auth/check': () => jsonResponse(buildSession(sessionOverrides)),
    'GET /api/v3/licences': () => jsonResponse({ ...noLicences, benefit: 'PROFESSIONAL', card: true }),
    'GET /api/app-info': () => jsonResponse(buildAppInfo()),
    'GET /privacy-policy/en.md': () => new Response('# Privacy policy\n\nWe keep your data safe.', { status: 200 }),
    ...extra,
  });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await chooseLanguage('en');
});

async function navigation() {
  return screen.findByRole('navigation', { name: /Main navigation|Hauptnavigation/ });
}

describe('the company selector', () => {
  it('is not offered to accounts that are not support accounts', async () => {
    signedIn();
    renderRoutes(appRoutes, '/welcome');
    const menu = await navigation();
    expect(await within(menu).findByText('Support')).toBeInTheDocument();
    expect(within(menu).queryByTestId('company-selector')).not.toBeInTheDocument();
  });

  it('lets a support user pick another company, then loads everything again from the index', async () => {
    const session = { isSupportUser: true, company: { ...buildSessionUser().company, ...home } };
    const fetchMock = signedIn(session, {
      'GET /api/v3/support/companies': () => jsonResponse({ companies: [customer, home] }),
      'POST /api/v3/support/company': () =>
        jsonResponse(buildSession({ isSupportUser: true, company: { ...buildSessionUser().company, ...customer } })),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(appRoutes, '/users');
    const menu = await navigation();
    const selector = await within(menu).findByRole('combobox', { name: 'Company' });
    await waitFor(() => expect(selector).toHaveValue(home.name));
    const licenceCalls = callsTo(fetchMock, 'GET', '/api/v3/licences').length;

    await user.click(selector);
    expect(await screen.findByRole('option', { name: 'Companies' })).toHaveAttribute('data-combobox-disabled', 'true');
    await user.click(screen.getByRole('option', { name: customer.name }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/v3/support/company')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', '/api/v3/support/company')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ companyId: customer.id });
    await waitFor(() => expect(selector).toHaveValue(customer.name));
    // The licences (like every other cached answer) are asked for again, for the new company.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/v3/licences').length).toBeGreaterThan(licenceCalls));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/users'));
  });
});

describe('the privacy policy acceptance', () => {
  it('blocks the app until the user accepts the policy in force', async () => {
    const accepted = buildSessionUser({ privacyPolicyVersion: currentPrivacyPolicyVersion });
    const fetchMock = signedIn(
      { privacyPolicyVersion: null, privacyPolicyAcceptedAt: null },
      { 'POST /api/v3/user/privacy-policy/accept': () => jsonResponse(accepted) },
    );
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/welcome');

    const dialog = await screen.findByRole('dialog', { name: 'Privacy policy' });
    expect(await within(dialog).findByText('We keep your data safe.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Privacy policy' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Privacy policy' })).not.toBeInTheDocument());
    const [, init] = callsTo(fetchMock, 'POST', '/api/v3/user/privacy-policy/accept')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ version: currentPrivacyPolicyVersion });
  });

  it('says that the policy changed and offers signing out instead', async () => {
    // After signing out the session is gone, so the login page must not send the user back in.
    let sessionOpen = true;
    const fetchMock = signedIn(
      { privacyPolicyVersion: '2020-01-01' },
      {
        'GET /auth/check': () =>
          sessionOpen
            ? jsonResponse(buildSession({ privacyPolicyVersion: '2020-01-01' }))
            : errorResponse(401, 'UNAUTHENTICATED'),
        'GET /auth/logout': () => {
          sessionOpen = false;
          return jsonResponse({ loggedOut: true });
        },
      },
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(appRoutes, '/welcome');
    const dialog = await screen.findByRole('dialog', { name: 'Privacy policy' });
    expect(within(dialog).getByText(/Our privacy policy has changed/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/auth/logout')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('does not ask someone acting as the user', async () => {
    mockFetch({
      'GET /auth/check': () =>
        jsonResponse({
          user: buildSessionUser({ privacyPolicyVersion: null }),
          impersonator: { id: 'x', email: 'god@mobilo.test', firstName: 'Greta', lastName: 'Operator' },
        }),
      'GET /api/v3/licences': () => jsonResponse(noLicences),
      'GET /api/app-info': () => jsonResponse(buildAppInfo()),
      'GET /api/v3/user/users-to-impersonate': () => jsonResponse({ users: [] }),
    });
    renderRoutes(appRoutes, '/welcome');
    await navigation();
    expect(screen.queryByRole('dialog', { name: 'Privacy policy' })).not.toBeInTheDocument();
  });

  it('says on every screen in whose name one acts, with the way back', async () => {
    const user = buildSessionUser();
    const fetchMock = mockFetch({
      'GET /auth/check': () =>
        jsonResponse({
          user,
          impersonator: { id: 'x', email: 'god@mobilo.test', firstName: 'Greta', lastName: 'Operator' },
        }),
      'GET /api/v3/licences': () => jsonResponse(noLicences),
      'GET /api/app-info': () => jsonResponse(buildAppInfo()),
      'GET /api/v3/user/users-to-impersonate': () => jsonResponse({ users: [] }),
      'POST /auth/unimpersonate': () => jsonResponse(buildSession()),
    });
    renderRoutes(appRoutes, '/welcome');
    const banner = await screen.findByTestId('impersonation-banner');
    expect(banner).toHaveTextContent(`You are acting as ${user.firstName} ${user.lastName} (${user.company.name}).`);
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Back to Greta Operator' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/auth/unimpersonate')).toHaveLength(1));
  });
});

describe('the side menu groups', () => {
  it('offsets a submenu 64 px from the left and 8 px up', async () => {
    signedIn();
    renderRoutes(appRoutes, '/welcome');
    const menu = await navigation();
    expect(await within(menu).findByText('Mobility budget')).toBeInTheDocument();
    const link = within(menu).getByRole('link', { name: 'Expense management' });
    let submenu: HTMLElement | null = link.parentElement;
    while (submenu && !submenu.style.paddingInlineStart) submenu = submenu.parentElement;
    expect(submenu).not.toBeNull();
    expect(submenu!.style.paddingInlineStart).toBe(`${submenuOffset.left}px`);
    expect(submenu!.style.marginTop).toBe(`-${submenuOffset.up}px`);
    expect(within(submenu!).getByRole('link', { name: 'Expense management' })).toBeInTheDocument();
  });
});
