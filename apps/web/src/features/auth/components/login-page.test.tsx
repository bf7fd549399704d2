import type { AppInfo } from '@mobilo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { buildAppInfo, buildSession, errorResponse, jsonResponse, renderRoutes } from '../../../test/render';
import { LoginPage } from './login-page';

function renderLoginPage() {
  return renderRoutes(
    [
      { path: '/auth/login', element: <LoginPage /> },
      { path: '/', element: <p>Authenticated index</p> },
    ],
    '/auth/login',
  );
}

const appInfo = (stage: AppInfo['stage']) => () => jsonResponse(buildAppInfo({ stage }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('rejects an invalid email before calling the server', async () => {
    const fetchMock = mockFetch({ 'GET /api/app-info': appInfo('prod') });
    const user = userEvent.setup();
    renderLoginPage();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/auth/login')).toHaveLength(0);
  });

  it('asks for the email and the password when both are empty', async () => {
    const fetchMock = mockFetch({ 'GET /api/app-info': appInfo('prod') });
    const user = userEvent.setup();
    renderLoginPage();

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/auth/login')).toHaveLength(0);
  });

  it('asks for the password when only the email is given', async () => {
    mockFetch({ 'GET /api/app-info': appInfo('prod') });
    const user = userEvent.setup();
    renderLoginPage();

    await user.type(screen.getByLabelText('Email'), 'admin@demo.test');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('shows wrong credentials on the password field', async () => {
    mockFetch({
      'GET /api/app-info': appInfo('prod'),
      'POST /auth/login': () => errorResponse(401, 'WRONG_CREDENTIALS'),
    });
    const user = userEvent.setup();
    renderLoginPage();

    await user.type(screen.getByLabelText('Email'), 'admin@demo.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('Wrong login credentials.');
  });

  it('shows a deactivated account as a toast', async () => {
    mockFetch({
      'GET /api/app-info': appInfo('prod'),
      'POST /auth/login': () => errorResponse(401, 'USER_DEACTIVATED'),
    });
    const user = userEvent.setup();
    renderLoginPage();

    await user.type(screen.getByLabelText('Email'), 'gone@demo.test');
    await user.type(screen.getByLabelText('Password'), 'Demo!2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Your account has been deactivated.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the brute-force lock with its waiting time', async () => {
    mockFetch({
      'GET /api/app-info': appInfo('prod'),
      'POST /auth/login': () => errorResponse(429, 'BRUTE_FORCE_LOCKED', '8'),
    });
    const user = userEvent.setup();
    renderLoginPage();

    await user.type(screen.getByLabelText('Email'), 'admin@demo.test');
    await user.type(screen.getByLabelText('Password'), 'again');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Too many failed sign-ins. Please wait 8 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/try again in [78] s/);
  });

  it('signs in and goes to the authenticated index', async () => {
    const fetchMock = mockFetch({
      'GET /api/app-info': appInfo('prod'),
      'POST /auth/login': () => jsonResponse(buildSession()),
    });
    const user = userEvent.setup();
    renderLoginPage();

    await user.type(screen.getByLabelText('Email'), 'admin@demo.test');
    await user.type(screen.getByLabelText('Password'), 'Demo!2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Authenticated index')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'POST', '/auth/login')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'admin@demo.test', password: 'Demo!2026' });
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
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/auth/terms-conditions');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/auth/privacy-policy');
    expect(screen.getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', '/auth/imprint');
    expect(screen.getByText(/only use cookies that are necessary for signing in/)).toBeInTheDocument();
  });
});
