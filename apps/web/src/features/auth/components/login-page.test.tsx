import { notifications } from '@mantine/notifications';
import type { AppInfo } from '@mobilo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { buildAppInfo, buildSession, errorResponse, jsonResponse, renderRoutes } from '../../../test/render';
import { LoginPage } from './login-page';

function renderLoginPage(path = '/auth/login') {
  return renderRoutes(
    [
      { path: '/auth/login', element: <LoginPage /> },
      { path: '/', element: <p>Authenticated index</p> },
    ],
    path,
  );
}

const appInfo = (stage: AppInfo['stage']) => () => jsonResponse(buildAppInfo({ stage }));
const local = () => jsonResponse({ method: 'LOCAL' });

/** The first step: the email, then "Next"; the password field appears for local accounts. */
async function enterEmail(user: UserEvent, email: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function signIn(user: UserEvent, email: string, password: string) {
  await enterEmail(user, email);
  await user.type(await screen.findByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('asks for the email first and hides the password', async () => {
    const fetchMock = mockFetch({ 'GET /api/app-info': appInfo('prod') });
    const user = userEvent.setup();
    renderLoginPage();

    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'GET', '/auth/method')).toHaveLength(0);
  });

  it('shows the password for local accounts and goes back to the email when it changes', async () => {
    const fetchMock = mockFetch({ 'GET /api/app-info': appInfo('prod'), 'GET /auth/method': local });
    const user = userEvent.setup();
    renderLoginPage();

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
    mockFetch({ 'GET /api/app-info': appInfo('prod'), 'GET /auth/method': () => errorResponse(500, 'INTERNAL_ERROR') });
    const user = userEvent.setup();
    renderLoginPage();

    await enterEmail(user, 'admin@demo.test');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('sends single sign-on accounts to their provider', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mockFetch({
      'GET /api/app-info': appInfo('prod'),
      'GET /auth/method': () => jsonResponse({ redirect: '/auth/mslogin/login/WEB?email=a%40corp.test' }),
    });
    const user = userEvent.setup();
    renderLoginPage();

    await enterEmail(user, 'a@corp.test');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth/mslogin/login/WEB?email=a%40corp.test'));
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('shows wrong credentials on the password field', async () => {
    mockFetch({
      'GET /api/app-info': appInfo('prod'),
      'GET /auth/method': local,
      'POST /auth/login': () => errorResponse(401, 'WRONG_CREDENTIALS'),
    });
    const user = userEvent.setup();
    renderLoginPage();

    await signIn(user, 'admin@demo.test', 'wrong');

    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('Wrong login credentials.');
  });

  it('shows a deactivated account as a toast', async () => {
    mockFetch({
      'GET /api/app-info': appInfo('prod'),
      'GET /auth/method': local,
      'POST /auth/login': () => errorResponse(401, 'USER_DEACTIVATED'),
    });
    const user = userEvent.setup();
    renderLoginPage();

    await signIn(user, 'gone@demo.test', 'Demo!2026');

    expect(await screen.findByText('Your account has been deactivated.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('counts the brute-force lock down from 10 s on and disables the login buttons', async () => {
    mockFetch({
      'GET /api/app-info': appInfo('local'),
      'GET /auth/method': local,
      'POST /auth/login': () => errorResponse(429, 'BRUTE_FORCE_LOCKED', '12'),
    });
    const user = userEvent.setup();
    renderLoginPage();

    await signIn(user, 'admin@demo.test', 'again');

    expect(await screen.findByText('Too many failed sign-ins. Please wait 12 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/try again in 1[12] s/);
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign in with Microsoft' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Sign in as Admin' })).toBeDisabled();
  });

  it('hides the countdown below 10 seconds but keeps the buttons disabled', async () => {
    mockFetch({
      'GET /api/app-info': appInfo('prod'),
      'GET /auth/method': local,
      'POST /auth/login': () => errorResponse(429, 'BRUTE_FORCE_LOCKED', '8'),
    });
    const shown = vi.spyOn(notifications, 'show');
    const user = userEvent.setup();
    renderLoginPage();

    await signIn(user, 'admin@demo.test', 'again');

    expect(await screen.findByText('Too many failed sign-ins. Please wait 8 seconds.')).toBeInTheDocument();
    // The specification's lock is a warning for 3.5 s, not a red error.
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'warning', title: 'Warning', autoClose: 3500 }),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('signs in and goes to the authenticated index', async () => {
    const fetchMock = mockFetch({
      'GET /api/app-info': appInfo('prod'),
      'GET /auth/method': local,
      'POST /auth/login': () => jsonResponse(buildSession()),
    });
    const user = userEvent.setup();
    renderLoginPage();

    await signIn(user, 'admin@demo.test', 'Demo!2026');

    expect(await screen.findByText('Authenticated index')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'POST', '/auth/login')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'admin@demo.test', password: 'Demo!2026' });
  });

  it('shows a single sign-on failure from the loginError query as a toast', async () => {
    mockFetch({ 'GET /api/app-info': appInfo('prod') });
    const { router } = renderLoginPage('/auth/login?loginError=ERROR_CODE_102');

    expect(await screen.findByText(/Single sign-on failed/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers quick logins on the local stage only', async () => {
    const fetchMock = mockFetch({
      'GET /api/app-info': appInfo('local'),
      'POST /auth/login': () => jsonResponse(buildSession()),
    });
    const user = userEvent.setup();
    renderLoginPage();

    await user.click(await screen.findByRole('button', { name: 'Sign in as Admin' }));

    expect(await screen.findByText('Authenticated index')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'POST', '/auth/login')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'admin@demo.test', password: 'Demo!2026' });
  });

  it('hides quick logins outside the local stage', async () => {
    const fetchMock = mockFetch({ 'GET /api/app-info': appInfo('prod') });
    renderLoginPage();

    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/app-info')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Sign in as/ })).not.toBeInTheDocument();
  });

  it('links to password recovery and the legal pages', () => {
    mockFetch({ 'GET /api/app-info': appInfo('prod') });
    renderLoginPage();

    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/auth/terms-conditions',
    );
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/auth/privacy-policy');
    expect(screen.getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', '/auth/imprint');
    expect(screen.getByText(/only use cookies that are necessary for signing in/)).toBeInTheDocument();
  });
});
