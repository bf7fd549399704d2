import type { Cookie, Page } from '@playwright/test';
import { expect } from './test';
import { demoPassword } from './support';

/**
 * The demo accounts whose sessions a worker keeps for all its tests: each signs in once per worker
 * (argon2id makes a sign-in the slowest request there is) and every later test that looks through
 * that account's eyes takes the same session cookie. support@mobilo.test is not among them:
 * choosing a company changes its session.
 */
export const sharedAccounts = [
  'admin@demo.test',
  'light.admin@demo.test',
  'card.admin@demo.test',
  'checker@demo.test',
  'accountant@demo.test',
  'employee@demo.test',
  'light@demo.test',
  'driver@demo.test',
  'contract.driver@demo.test',
  'god@mobilo.test',
  'admin@other.test',
  'admin@trial.test',
  'checker-demo@large.test',
] as const;

export type SharedAccount = (typeof sharedAccounts)[number];

/** The session cookies of the shared accounts on this worker's app (a worker has one app). */
const sessions = new Map<string, Cookie[]>();

/**
 * Puts the shared session of `email` into the page's browser context: the next page load is signed
 * in. A journey that signs out, acts as somebody else or changes the password would end the session
 * for every later test of the worker, so it signs in with `signInByApi` instead.
 */
export async function signedInAs(page: Page, email: SharedAccount): Promise<void> {
  const context = page.context();
  const known = sessions.get(email);
  if (known) {
    await context.addCookies(known);
    return;
  }
  // Signing in through the context's own request client puts the cookie into the context. The
  // context's cookies go first: a sign-in ends the session it comes with, which may be another
  // shared account's.
  await context.clearCookies();
  const login = await context.request.post('/auth/login', { data: { email, password: demoPassword } });
  expect(login.status(), await login.text()).toBe(200);
  sessions.set(email, await context.cookies());
}
