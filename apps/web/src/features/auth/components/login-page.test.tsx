import { notifications } from '@mantine/notifications';
import type { AppInfo } from '@mobilo/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInApp } from '../../../app/sign-in-app';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { buildAppInfo, buildSession, errorResponse, jsonResponse } from '../../../test/render';

type Handlers = Parameters<typeof mockFetch>[0];

/**
 * The sign-in page as its entry shows it, at `path`: not signed in, no flag on and the production
 * stage unless `handlers` say otherwise. The page leaves through `location` (signed in, a
 * provider), which the tests watch.
 */
function renderLoginPage(handlers: Handlers = {}, path = '/auth/login') {
  window.history.replaceState(null, '', path);
  const leave = { assign: vi.fn(), replace: vi.fn() };
  vi.stubGlobal('location', { ...window.location, ...leave });
  const fetchMock = mockFetch({
    'GET /auth/check': () => errorResponse(401, 'UNAUTHENTICATED'),
    'GET /api/v3/feature-flag/MAINTENANCE': () => jsonResponse({ value: false }),
    'GET /api/v3/feature-flag/CITY_LOGIN': () => jsonResponse({ value: false }),
    'GET /api/app-info': appInfo('prod'),
    ...handlers,
  });
  render(<SignInApp env="test" />);
  return { fetchMock, ...leave };
}

const appInfo = (stage: AppInfo['stage']) => () => jsonResponse(buildAppInfo({ stage }));
const local = () => jsonResponse({ method: 'LOCAL' });

/** The first step: the email, then "Next"; the password field appears for local accounts. */
async function enterEmail(user: UserEvent, email: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function signIn(user: UserEvent, email: string, password: string) {
  await enterEmail(user, email);
  await user.type(await screen.findByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the sign-in page', () => {
  it('asks for the email first and hides the password', async () => {
    const { fetchMock } = renderLoginPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'GET', '/auth/method')).toHaveLength(0);
  });

  it('shows the password for local accounts and goes back to the email when it changes', async () => {
    const { fetchMock } = renderLoginPage({ 'GET /auth/method': local });
    const user = userEvent.setup();

    await enterEmail(user, 'admin@demo.test');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    const [input] = callsTo(fetchMock, 'GET', '/auth/method')[0]!;
    expect(new URL(String(input), 'http://localhost').searchParams.get('email')).toBe('admin@demo.test');

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('asks for the password when the lookup fails', async () => {
    renderLoginPage({ 'GET /auth/method': () => errorResponse(500, 'INTERNAL_ERROR') });
    const user = userEvent.setup();

    await enterEmail(user, 'admin@demo.test');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('sends single sign-on accounts to their provider', async () => {
    const { assign } = renderLoginPage({
      'GET /auth/method': () => jsonResponse({ redirect: '/auth/mslogin/login/WEB?email=a%40corp.test' }),
    });
    const user = userEvent.setup();

    await enterEmail(user, 'a@corp.test');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth/mslogin/login/WEB?email=a%40corp.test'));
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('shows wrong credentials on the password field', async () => {
    renderLoginPage({ 'GET /auth/method': local, 'POST /auth/login': () => errorResponse(401, 'WRONG_CREDENTIALS') });
    const user = userEvent.setup();

    await signIn(user, 'admin@demo.test', 'wrong');

    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('Wrong login credentials.');
  });

  it('shows a deactivated account as a toast', async () => {
    renderLoginPage({ 'GET /auth/method': local, 'POST /auth/login': () => errorResponse(401, 'USER_DEACTIVATED') });
    const user = userEvent.setup();

    await signIn(user, 'gone@demo.test', 'Demo!2026');

    expect(await screen.findByText('Your account has been deactivated.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('counts the brute-force lock down from 10 s on and disables the login buttons', async () => {
    renderLoginPage({
      'GET /api/app-info': appInfo('local'),
      'GET /auth/method': local,
      'POST /auth/login': () => errorResponse(429, 'BRUTE_FORCE_LOCKED', '12'),
    });
    const user = userEvent.setup();

    await signIn(user, 'admin@demo.test', 'again');

    expect(await screen.findByText('Too many failed sign-ins. Please wait 12 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/try again in 1[12] s/);
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign in with Microsoft' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Sign in as Admin' })).toBeDisabled();
  });

  it('hides the countdown below 10 seconds but keeps the buttons disabled', async () => {
    renderLoginPage({
      'GET /auth/method': local,
      'POST /auth/login': () => errorResponse(429, 'BRUTE_FORCE_LOCKED', '8'),
    });
    const shown = vi.spyOn(notifications, 'show');
    const user = userEvent.setup();

    await signIn(user, 'admin@demo.test', 'again');

    expect(await screen.findByText('Too many failed sign-ins. Please wait 8 seconds.')).toBeInTheDocument();
    // The specification's lock is a warning for 3.5 s, not a red error.
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'warning', title: 'Warning', autoClose: 3500 }),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('signs in and loads the app at its authenticated index', async () => {
    const { fetchMock, replace } = renderLoginPage({
      'GET /auth/method': local,
      'POST /auth/login': () => jsonResponse(buildSession()),
    });
    const user = userEvent.setup();

    await signIn(user, 'admin@demo.test', 'Demo!2026');

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    const [, init] = callsTo(fetchMock, 'POST', '/auth/login')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'admin@demo.test', password: 'Demo!2026' });
  });

  it('shows a single sign-on failure from the loginError query as a toast', async () => {
    renderLoginPage({}, '/auth/login?loginError=ERROR_CODE_102');

    expect(await screen.findByText(/Single sign-on failed/)).toBeInTheDocument();
    expect(new URL(document.URL).search).toBe('');
  });

  it('shows once what the app said on the way here', async () => {
    const notice = {
      title: 'Info',
      message: 'Your account has been deactivated.',
      color: 'secondary',
      autoClose: 5000,
    };
    window.sessionStorage.setItem('mobilo.carried-notices', JSON.stringify([notice, { message: 42 }]));
    renderLoginPage();

    expect(await screen.findByText('Your account has been deactivated.')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('mobilo.carried-notices')).toBeNull();
  });

  it('offers quick logins on the local stage only', async () => {
    const { fetchMock, replace } = renderLoginPage({
      'GET /api/app-info': appInfo('local'),
      'POST /auth/login': () => jsonResponse(buildSession()),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Sign in as Admin' }));

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    const [, init] = callsTo(fetchMock, 'POST', '/auth/login')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'admin@demo.test', password: 'Demo!2026' });
  });

  it('hides quick logins outside the local stage', async () => {
    const { fetchMock } = renderLoginPage();

    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/app-info')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Sign in as/ })).not.toBeInTheDocument();
  });

  it('links to password recovery and the legal pages', async () => {
    renderLoginPage();

    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/auth/terms-conditions',
    );
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/auth/privacy-policy');
    expect(screen.getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', '/auth/imprint');
    expect(screen.getByText(/only use cookies that are necessary for signing in/)).toBeInTheDocument();
  });
});

describe('the sign-in page as an entry', () => {
  it('offers the city mobility login while its flag is on', async () => {
    renderLoginPage({ 'GET /api/v3/feature-flag/CITY_LOGIN': () => jsonResponse({ value: true }) });

    expect(await screen.findByRole('button', { name: 'Sign in with the city mobility login' })).toBeInTheDocument();
  });

  it('shows the maintenance page instead while the MAINTENANCE flag is on', async () => {
    renderLoginPage({ 'GET /api/v3/feature-flag/MAINTENANCE': () => jsonResponse({ value: true }) });

    expect(await screen.findByRole('heading', { level: 1, name: "We'll be right back" })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('sends a signed-in visitor to the app without showing the form', async () => {
    const { replace } = renderLoginPage({ 'GET /auth/check': () => jsonResponse(buildSession()) });

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('shows the form when the flags and the stage cannot be read', async () => {
    renderLoginPage({
      'GET /api/v3/feature-flag/MAINTENANCE': () => errorResponse(500, 'INTERNAL_ERROR'),
      'GET /api/v3/feature-flag/CITY_LOGIN': () => errorResponse(500, 'INTERNAL_ERROR'),
      'GET /api/app-info': () => errorResponse(500, 'INTERNAL_ERROR'),
    });

    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign in as/ })).not.toBeInTheDocument();
  });

  it('switches to German at once and remembers the choice', async () => {
    renderLoginPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'DE' }));

    expect(await screen.findByRole('button', { name: 'Weiter' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mit Microsoft anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'DE' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('mobilo.language')).toBe('de');
    expect(document.documentElement.lang).toBe('de');

    await user.click(screen.getByRole('button', { name: 'EN' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument());
  });
});
