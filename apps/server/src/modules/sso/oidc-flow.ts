import { createHash } from 'node:crypto';
import { loadOpenIdClient } from '../../platform/lazy-modules';
import type { ServiceDeps } from '../../platform/app-context';
import { insertLoginState, takeLoginState } from './sso.repository';

/** The provider must answer within this time, or the sign-in starts over. */
const LOGIN_STATE_TTL_MS = 10 * 60_000;

export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export type FlowPurpose = 'LOGIN' | 'CONNECT';

function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}

export async function discover(settings: ProviderSettings) {
  const oidc = await loadOpenIdClient();
  const issuer = new URL(settings.issuer);
  // Plain HTTP only for a provider on this machine (development and tests), never elsewhere.
  const local = issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
  return oidc.discovery(issuer, settings.clientId, undefined, oidc.ClientSecretPost(settings.clientSecret), {
    execute: local ? [oidc.allowInsecureRequests] : [],
  });
}

/**
 * Starts an authorisation-code flow with PKCE, state and nonce. What the callback needs is kept
 * in the database, so that any process of the app can finish the flow.
 */
export async function startFlow(
  deps: ServiceDeps,
  input: {
    settings: ProviderSettings;
    provider: 'MICROSOFT' | 'M_LOGIN';
    purpose: FlowPurpose;
    companyId: string | null;
    userId: string | null;
    callbackPath: string;
    loginHint?: string | undefined;
  },
): Promise<string> {
  const oidc = await loadOpenIdClient();
  const configuration = await discover(input.settings);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await insertLoginState(deps.db, {
    stateHash: hashState(state),
    companyId: input.companyId,
    provider: input.provider,
    purpose: input.purpose,
    userId: input.userId,
    nonce,
    codeVerifier,
    expiresAt: new Date(deps.clock().getTime() + LOGIN_STATE_TTL_MS),
  });
  const parameters: Record<string, string> = {
    redirect_uri: `${deps.config.publicUrl}${input.callbackPath}`,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  };
  if (input.loginHint) parameters.login_hint = input.loginHint;
  return oidc.buildAuthorizationUrl(configuration, parameters).href;
}

export type PendingFlow = NonNullable<Awaited<ReturnType<typeof takeLoginState>>>;

/** The flow the callback belongs to, taken out so that a provider answer counts once. */
export async function takePendingFlow(
  deps: ServiceDeps,
  { callbackUrl, provider }: { callbackUrl: URL; provider: string },
): Promise<PendingFlow | null> {
  const state = callbackUrl.searchParams.get('state');
  if (!state) return null;
  const pending = await takeLoginState(deps.db, hashState(state));
  if (!pending || pending.provider !== provider || pending.expiresAt <= deps.clock()) return null;
  return pending;
}

/** Checks state, nonce and PKCE with the provider; the verified subject and email. */
export async function finishFlow(settings: ProviderSettings, pending: PendingFlow, callbackUrl: URL) {
  const oidc = await loadOpenIdClient();
  const configuration = await discover(settings);
  const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: callbackUrl.searchParams.get('state') ?? undefined,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  // Providers that follow the standard strictly give the email only at the userinfo endpoint.
  const source =
    typeof claims.email === 'string'
      ? claims
      : await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
  const email = typeof source.email === 'string' && source.email_verified !== false ? source.email : null;
  return { subject: claims.sub, email };
}
