import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The demo accounts whose signed-in state the setup project (`signed-in.setup.ts`) makes once per
 * run: a session cookie each, shared by every test that looks through that account's eyes.
 * support@mobilo.test is not among them: choosing a company changes its session.
 */
export const sharedAccounts = [
  'admin@demo.test',
  'light.admin@demo.test',
  'card.admin@demo.test',
  'checker@demo.test',
  'accountant@demo.test',
  'employee@demo.test',
  'light@demo.test',
  'god@mobilo.test',
  'admin@other.test',
  'admin@trial.test',
  'checker-demo@large.test',
] as const;

export type SharedAccount = (typeof sharedAccounts)[number];

/**
 * Where an account's state is kept: in the run's data folder (made by the Playwright config, inherited
 * by every worker), so that it lives exactly as long as the database whose session it names.
 */
export function signedInStatePath(email: SharedAccount): string {
  const dataDir = process.env.MOBILO_E2E_DATA_DIR;
  if (!dataDir) throw new Error('MOBILO_E2E_DATA_DIR is set by playwright.config.ts');
  return join(dataDir, 'signed-in', `${email}.json`);
}

/**
 * Puts the shared session of `email` into the page's browser context: the next page load is signed
 * in, without a sign-in of its own. A journey that signs out, acts as somebody else or changes the
 * password would end the session for every other test, so it signs in with `signInByApi` instead.
 */
export async function signedInAs(page: Page, email: SharedAccount): Promise<void> {
  const state = JSON.parse(await readFile(signedInStatePath(email), 'utf8')) as {
    cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0];
  };
  await page.context().addCookies(state.cookies);
}
