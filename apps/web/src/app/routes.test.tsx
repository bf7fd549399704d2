import { noLicences } from '@mobilo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch } from '../test/fetch-mock';
import { buildAppInfo, buildSession, errorResponse, jsonResponse, renderRoutes } from '../test/render';
import { appRoutes } from './routes';

const appInfo = () => jsonResponse(buildAppInfo());
const signedOut = () => errorResponse(401, 'UNAUTHENTICATED');

/** The sign-in page is an entry of its own: the app reaches it with a page load, which this watches. */
function watchPageLoads() {
  const replace = vi.fn();
  vi.stubGlobal('location', { ...window.location, replace });
  return replace;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('unauthenticated area', () => {
  it.each(['/auth', '/auth/unknown', '/auth/forgot-password/extra'])('sends %s to the login page', async (path) => {
    mockFetch({ 'GET /auth/check': signedOut });
    const pageLoad = watchPageLoads();
    const { router } = renderRoutes(appRoutes, path);

    await waitFor(() => expect(pageLoad).toHaveBeenCalledWith('/auth/login'));
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('sends visitors without a session from the app to the login page', async () => {
    mockFetch({ 'GET /auth/check': signedOut });
    const pageLoad = watchPageLoads();
    const { router } = renderRoutes(appRoutes, '/welcome');

    await waitFor(() => expect(pageLoad).toHaveBeenCalledWith('/auth/login'));
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('carries the reason a session ended to the sign-in page', async () => {
    mockFetch({ 'GET /auth/check': () => errorResponse(401, 'USER_DEACTIVATED') });
    const pageLoad = watchPageLoads();
    renderRoutes(appRoutes, '/welcome');

    await waitFor(() => expect(pageLoad).toHaveBeenCalledWith('/auth/login'));
    expect(JSON.parse(window.sessionStorage.getItem('mobilo.carried-notices') ?? '[]')).toEqual([
      expect.objectContaining({ message: 'Your account has been deactivated.' }),
    ]);
  });

  it('sends signed-in users away from the login page to their start screen', async () => {
    mockFetch({ 'GET /auth/check': () => jsonResponse(buildSession()), 'GET /api/app-info': appInfo });
    const { router } = renderRoutes(appRoutes, '/auth/login');

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
  });
});

describe('authenticated area', () => {
  it('shows the shell with company, navigation, version and user', async () => {
    mockFetch({ 'GET /auth/check': () => jsonResponse(buildSession()) });
    renderRoutes(appRoutes, '/welcome');

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada!' })).toBeInTheDocument();
    expect(screen.getByText('You are signed in to Demo Mobility GmbH as Administrator.')).toBeInTheDocument();
    expect(screen.getByTestId('company-name')).toHaveTextContent('Demo Mobility GmbH');
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(navigation).toContainElement(screen.getByRole('link', { name: 'Welcome' }));
    expect(screen.getByText(`v${__APP_VERSION__}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle navigation' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends a user with a budget group to their expenses', async () => {
    mockFetch({
      'GET /auth/check': () => jsonResponse(buildSession({ hasBudgetGroup: true })),
      'GET /api/v3/licences': () => jsonResponse({ ...noLicences, benefit: 'PROFESSIONAL' }),
      'GET /period': () => jsonResponse([]),
    });
    const { router } = renderRoutes(appRoutes, '/');

    expect(await screen.findByRole('heading', { name: 'My expenses' })).toBeInTheDocument();
    expect(await screen.findByText('no period')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New expense' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/expenses');
  });

  it('speaks the language of the signed-in user', async () => {
    mockFetch({
      'GET /auth/check': () =>
        jsonResponse(buildSession({ culture: 'de', role: { id: 'r', name: 'USER', rights: [] } })),
    });
    renderRoutes(appRoutes, '/welcome');

    expect(await screen.findByRole('heading', { name: 'Willkommen, Ada!' })).toBeInTheDocument();
    expect(screen.getByText('Sie sind bei Demo Mobility GmbH als Mitarbeiter angemeldet.')).toBeInTheDocument();
  });

  it('logs out through the user menu and returns to the login page', async () => {
    let signedIn = true;
    const fetchMock = mockFetch({
      'GET /auth/check': () => (signedIn ? jsonResponse(buildSession()) : signedOut()),
      'GET /auth/logout': () => {
        signedIn = false;
        return jsonResponse({ loggedOut: true });
      },
      'GET /api/app-info': appInfo,
    });
    const user = userEvent.setup();
    const pageLoad = watchPageLoads();
    const { router } = renderRoutes(appRoutes, '/welcome');

    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(pageLoad).toHaveBeenCalledWith('/auth/login'));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(callsTo(fetchMock, 'GET', '/auth/logout')).toHaveLength(1);
  });
});

describe('language toggle', () => {
  it('switches the shell texts in the top bar', async () => {
    mockFetch({ 'GET /auth/check': () => jsonResponse(buildSession()) });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/welcome');

    await user.click(await screen.findByRole('button', { name: 'DE' }));

    expect(await screen.findByRole('heading', { name: 'Willkommen, Ada!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Willkommen' })).toBeInTheDocument();
  });
});
