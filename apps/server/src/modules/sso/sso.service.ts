import { createHash } from 'node:crypto';
import { loginErrorCodes, ssoLoginPaths } from '@mobilo/contract';
import * as oidc from 'openid-client';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { recordAuditEvent } from '../../platform/audit-log';
import { decryptSecret, encryptSecret } from '../../platform/secret-box';
import { openSession, type ClientInfo } from '../auth/session.service';
import { getUserByEmail } from '../users/user-lookup.service';
import { companyHasSso, findSsoConfig, findSsoConfigByDomain, insertLoginState, takeLoginState, upsertSsoConfig } from './sso.repository';

/** The provider must answer within this time, or the sign-in starts over. */
const LOGIN_STATE_TTL_MS = 10 * 60_000;
export const MS_CALLBACK_PATH = '/auth/mslogin/callback';

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}

/** Where the browser goes to sign in with this email, or null for the password. */
export async function findSsoLoginPath(deps: Pick<ServiceDeps, 'db'>, email: string): Promise<string | null> {
  const config = await findSsoConfigByDomain(deps.db, 'MICROSOFT', emailDomain(email));
  if (!config) return null;
  return `${ssoLoginPaths.MICROSOFT}?${new URLSearchParams({ email }).toString()}`;
}

/** Whether the company signs its users in through its own provider (session and token user). */
export async function isCompanySsoEnabled(db: Executor, companyId: string): Promise<boolean> {
  return companyHasSso(db, companyId);
}

/** Stores (or replaces) a company's provider; the secret is encrypted before it reaches the table. */
export async function configureCompanySso(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  companyId: string,
  input: { issuer: string; clientId: string; clientSecret: string; emailDomains: string[] },
) {
  await upsertSsoConfig(deps.db, companyId, {
    provider: 'MICROSOFT',
    issuer: input.issuer,
    clientId: input.clientId,
    clientSecretEncrypted: encryptSecret(deps.config.ssoSecretKey, input.clientSecret),
    emailDomains: input.emailDomains.map((d) => d.toLowerCase()),
  });
}

async function discover(deps: ServiceDeps, row: { issuer: string; clientId: string; clientSecretEncrypted: string }) {
  const secret = decryptSecret(deps.config.ssoSecretKey, row.clientSecretEncrypted);
  const issuer = new URL(row.issuer);
  // Plain HTTP only for a provider on this machine (development and tests), never elsewhere.
  const local = issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
  return oidc.discovery(issuer, row.clientId, undefined, oidc.ClientSecretPost(secret), {
    execute: local ? [oidc.allowInsecureRequests] : [],
  });
}

function loginErrorUrl(code: string): string {
  return `/auth/login?${new URLSearchParams({ loginError: code }).toString()}`;
}

/** Starts a sign-in at the provider of the email's company: the address to send the browser to. */
export async function startSsoLogin(deps: ServiceDeps, email: string | undefined): Promise<string> {
  const row = email ? await findSsoConfigByDomain(deps.db, 'MICROSOFT', emailDomain(email)) : null;
  if (!row) return loginErrorUrl(loginErrorCodes.ssoNoAccount);
  const configuration = await discover(deps, row);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await insertLoginState(deps.db, row.companyId, {
    stateHash: hashState(state),
    provider: 'MICROSOFT',
    purpose: 'LOGIN',
    userId: null,
    nonce,
    codeVerifier,
    expiresAt: new Date(deps.clock().getTime() + LOGIN_STATE_TTL_MS),
  });
  const parameters: Record<string, string> = {
    redirect_uri: `${deps.config.publicUrl}${MS_CALLBACK_PATH}`,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  };
  if (email) parameters.login_hint = email;
  return oidc.buildAuthorizationUrl(configuration, parameters).href;
}

/**
 * Completes the sign-in when the provider sends the browser back: checks state, nonce and PKCE,
 * reads the verified email and opens a session for the account of that email in the company
 * that owns the provider. Every failure ends on the login page with a loginError code.
 */
export async function finishSsoLogin(
  deps: ServiceDeps,
  callbackPathAndQuery: string,
  client: ClientInfo,
  previousTokenHash: string | null,
  log: { warn: (o: object, m: string) => void },
): Promise<{ location: string; token: string | null }> {
  const currentUrl = new URL(`${deps.config.publicUrl}${callbackPathAndQuery}`);
  const state = currentUrl.searchParams.get('state');
  const pending = state ? await takeLoginState(deps.db, hashState(state)) : null;
  const now = deps.clock();
  if (!state || !pending || pending.expiresAt <= now) return { location: loginErrorUrl(loginErrorCodes.ssoFailed), token: null };
  const row = await findSsoConfig(deps.db, pending.companyId, pending.provider);
  if (!row) return { location: loginErrorUrl(loginErrorCodes.ssoFailed), token: null };

  let email: string | undefined;
  try {
    const configuration = await discover(deps, row);
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    // Providers that follow the standard strictly give the email only at the userinfo endpoint.
    const source = typeof claims.email === 'string' ? claims : await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    email = typeof source.email === 'string' && source.email_verified !== false ? source.email : undefined;
  } catch (error) {
    log.warn({ err: error }, 'single sign-on failed');
    return { location: loginErrorUrl(loginErrorCodes.ssoFailed), token: null };
  }
  const user = email ? await getUserByEmail(deps.db, email) : null;
  if (!user || user.companyId !== pending.companyId) return { location: loginErrorUrl(loginErrorCodes.ssoNoAccount), token: null };
  if (user.status === 'DEACTIVATED') return { location: loginErrorUrl(loginErrorCodes.ssoDeactivated), token: null };

  const token = await deps.db.transaction(async (tx) => {
    const opened = await openSession(tx, {
      companyId: user.companyId,
      userId: user.id,
      impersonatorId: null,
      client,
      now,
      replacesTokenHash: previousTokenHash,
    });
    await recordAuditEvent(tx, user.companyId, {
      actorId: user.id,
      action: 'auth.login',
      subjectType: 'user',
      subjectId: user.id,
      data: { ip: client.ip, method: 'SSO' },
    });
    return opened;
  });
  return { location: '/', token };
}

