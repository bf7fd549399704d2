import { afterAll } from 'vitest';
import type { Config } from '../src/config';
import { fakeCardIssuerState, startFakeCardIssuer } from './fake-card-issuer';
import { testConfig } from './test-app';

/**
 * A card issuer stand-in for one test file, closed after it, with the app's settings that point at
 * it: its address, its client's credentials, its invitation page and fast retries. A file adds what
 * it needs (partner secret, account, time limits).
 */
export async function useFakeCardIssuer(settings: Partial<Config['cardIssuer']> = {}) {
  const state = fakeCardIssuerState();
  const fake = await startFakeCardIssuer(state);
  afterAll(() => fake.close());
  const cardIssuer: Config['cardIssuer'] = {
    ...testConfig().cardIssuer,
    baseUrl: fake.url,
    clientId: state.clientId,
    clientSecret: state.clientSecret,
    invitationUrl: `${fake.url}/invitation/{accountMembershipId}`,
    retryBaseMs: 1,
    timeoutMs: 2_000,
    ...settings,
  };
  return { state, fake, cardIssuer };
}
