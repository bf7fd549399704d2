import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { buildAppInfo, buildSession, errorResponse, jsonResponse, renderRoutes } from '../../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { RegisterPage } from './register-page';
import { ResetPasswordPage } from './reset-password-page';

const token = '6b1c1b9e-1111-4000-8000-000000000001';
const appInfo = () => jsonResponse(buildAppInfo());
const tokenUser =
  (overrides: object = {}) =>
  () =>
    jsonResponse({
      id: 'u1',
      email: 'nina@demo.test',
      firstName: 'Nina',
      lastName: 'Neu',
      createdDate: '2026-01-01T00:00:00.000Z',
      culture: 'en',
      timezone: 'Europe/Berlin',
      isTrial: false,
      roleName: 'USER',
      companyName: 'Demo Mobility GmbH',
      onlyExternalAuthentication: false,
      companySSOAuthentication: false,
      ...overrides,
    });

function render(element: React.ReactElement, path: string) {
  return renderRoutes(
    [
      { path: '/auth/forgot-password', element },
      { path: '/auth/reset-password', element },
      { path: '/auth/register', element },
      { path: '/auth', element: <p>Unauthenticated index</p> },
      { path: '/auth/login', element: <p>Login page</p> },
      { path: '/', element: <p>Authenticated index</p> },
    ],
    path,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ForgotPasswordPage', () => {
  it('asks for the link and returns to login with a notice', async () => {
    const fetchMock = mockFetch({ 'POST /user/forgot-password': () => jsonResponse({ requested: true }) });
    const user = userEvent.setup();
    render(<ForgotPasswordPage />, '/auth/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'ada@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByText(/a link to reset the password is on its way/)).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/user/forgot-password')[0]![1]?.body))).toEqual({
      email: 'ada@demo.test',
    });
  });

  it('swallows errors', async () => {
    let answered = false;
    mockFetch({
      'POST /user/forgot-password': () => {
        answered = true;
        return errorResponse(429, 'TOO_MANY_REQUESTS', '20');
      },
    });
    const user = userEvent.setup();
    render(<ForgotPasswordPage />, '/auth/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'ada@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(answered).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send link' })).toBeEnabled());
    expect(screen.queryByText(/Too many requests/)).not.toBeInTheDocument();
    expect(screen.queryByText('Login page')).not.toBeInTheDocument();
  });
});

describe('ResetPasswordPage', () => {
  it('warns and leaves without a token', async () => {
    mockFetch({});
    render(<ResetPasswordPage />, '/auth/reset-password');
    expect(await screen.findByText('Unauthenticated index')).toBeInTheDocument();
    expect(screen.getByText('The link is invalid. Please use the link from your email.')).toBeInTheDocument();
  });

  it('checks the policy and the confirmation before calling the server', async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    render(<ResetPasswordPage />, `/auth/reset-password?token=${token}`);
    await user.type(screen.getByLabelText('New password'), 'weakpass');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(/At least 8 characters, one uppercase letter/)).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/user/reset-password/${token}`)).toHaveLength(0);
  });

  it.each([
    ['an expired link', () => errorResponse(403, 'ACCESS_DENIED'), 'Unauthenticated index'],
    ['a forged link', () => errorResponse(400, 'NOT_A_VALID_UUID'), 'Unauthenticated index'],
    ['success', () => jsonResponse({ reset: true }), 'Unauthenticated index'],
  ])('leaves for the unauthenticated index after %s', async (_name, answer, landing) => {
    mockFetch({ [`POST /user/reset-password/${token}`]: answer });
    const user = userEvent.setup();
    render(<ResetPasswordPage />, `/auth/reset-password?token=${token}`);
    await user.type(screen.getByLabelText('New password'), 'Fresh!Passw0rd');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(landing)).toBeInTheDocument();
  });

  it('shows a refused password on the confirmation field', async () => {
    mockFetch({ [`POST /user/reset-password/${token}`]: () => errorResponse(400, 'INVALID_INPUT', 'body.password') });
    const user = userEvent.setup();
    render(<ResetPasswordPage />, `/auth/reset-password?token=${token}`);
    await user.type(screen.getByLabelText('New password'), 'Fresh!Passw0rd');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('This password cannot be used. Please choose another one.')).toBeInTheDocument();
  });
});

describe('RegisterPage', () => {
  it('sends expired links back with a notice', async () => {
    mockFetch({
      [`GET /user/token/${token}`]: () => errorResponse(403, 'ACCESS_DENIED'),
      'GET /api/app-info': appInfo,
    });
    render(<RegisterPage />, `/auth/register?token=${token}`);
    expect(await screen.findByText('Unauthenticated index')).toBeInTheDocument();
    expect(screen.getByText(/This invitation link has expired/)).toBeInTheDocument();
  });

  it('needs the terms accepted, then registers and goes to the app', async () => {
    let accepted = false;
    const fetchMock = mockFetch({
      [`GET /user/token/${token}`]: tokenUser(),
      'GET /api/app-info': appInfo,
      [`POST /api/v3/user/register/${token}`]: ({ init }) => {
        accepted = JSON.parse(String(init?.body)).termsAccepted === true;
        return accepted ? jsonResponse(buildSession()) : errorResponse(400, 'USER_HAS_NOT_ACCEPTED_TERMS');
      },
    });
    const user = userEvent.setup();
    render(<RegisterPage />, `/auth/register?token=${token}`);
    expect(await screen.findByText(/Hello Nina, Demo Mobility GmbH has invited you/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'Nina!Passw0rd');
    await user.type(screen.getByLabelText('Confirm new password'), 'Nina!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please accept the terms and conditions.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Authenticated index')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/api/v3/user/register/${token}`)).toHaveLength(2);
  });

  it('asks users of a company provider for no password and sends external-only users to login', async () => {
    const fetchMock = mockFetch({
      [`GET /user/token/${token}`]: tokenUser({ onlyExternalAuthentication: true }),
      'GET /api/app-info': appInfo,
      [`POST /api/v3/user/register/${token}`]: () => jsonResponse(buildSession({ onlyExternalAuthentication: true })),
      'GET /auth/logout': () => jsonResponse({ loggedOut: true }),
    });
    const user = userEvent.setup();
    render(<RegisterPage />, `/auth/register?token=${token}`);
    expect(await screen.findByText(/You sign in with your company account/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', `/api/v3/user/register/${token}`)[0]![1]?.body))).toEqual({
      password: '',
      termsAccepted: true,
    });
  });

  it('sends people on a phone to the mobile app', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile',
    });
    mockFetch({
      [`GET /user/token/${token}`]: tokenUser(),
      'GET /api/app-info': appInfo,
      [`POST /api/v3/user/register/${token}`]: () => jsonResponse(buildSession()),
    });
    const user = userEvent.setup();
    render(<RegisterPage />, `/auth/register?token=${token}`);
    await user.type(await screen.findByLabelText('New password'), 'Nina!Passw0rd');
    await user.type(screen.getByLabelText('Confirm new password'), 'Nina!Passw0rd');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://mobilo.app/download'));
  });
});
