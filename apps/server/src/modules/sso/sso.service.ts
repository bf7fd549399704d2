import { type AuthMethodResponse, loginErrorCodes, ssoLoginPaths } from '@mobilo/contract';
import type { ServiceDeps } from '../../platform/app-context';
import type { Actor } from '../../platform/request-context';
import { recordAuditEvent } from '../../platform/audit-log';
import { decryptSecret, encryptSecret } from '../../platform/secret-box';
import { openSession, type ClientInfo } from '../auth/session.service';
import { getUserByEmail } from '../users/user-lookup.service';
import { finishFlow, startFlow, takePendingFlow } from './oidc-flow';
import { findSsoConfig, findSsoConfigByDomain, upsertSsoConfig } from './sso.repository';

export const MS_CALLBACK_PATH = '/auth/mslogin/callback';

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

export function loginErrorUrl(code: string): string {
  return `/auth/login?${new URLSearchParams({ loginError: code }).toString()}`;
}

/** Where the browser goes to sign in with this email, or null for the password. */
async function findSsoLoginPath(deps: Pick<ServiceDeps, 'db'>, email: string): Promise<string | null> {
  const config = await findSsoConfigByDomain(deps.db, 'MICROSOFT', emailDomain(email));
  if (!config) return null;
  return `${ssoLoginPaths.MICROSOFT}?${new URLSearchParams({ email }).toString()}`;
}

/** LOCAL, or the single sign-on entry for the company that owns the email's domain. */
export async function authMethod(
  deps: ServiceDeps,
  _actor: Actor | null,
  { email }: { email: string },
): Promise<AuthMethodResponse> {
  const path = await findSsoLoginPath(deps, email);
  return path ? { redirect: path } : { method: 'LOCAL' };
}

/**
 * Stores (or replaces) a company's provider; the secret is encrypted before it reaches the table.
 * Set up by operations (no call of the API yet), so nobody acts here.
 */
export async function configureCompanySso(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  _actor: Actor | null,
  {
    companyId,
    ...input
  }: { companyId: string; issuer: string; clientId: string; clientSecret: string; emailDomains: string[] },
) {
  await upsertSsoConfig(deps.db, companyId, {
    provider: 'MICROSOFT',
    issuer: input.issuer,
    clientId: input.clientId,
    clientSecretEncrypted: encryptSecret(deps.config.ssoSecretKey, input.clientSecret),
    emailDomains: input.emailDomains.map((d) => d.toLowerCase()),
  });
}

function settingsOf(deps: ServiceDeps, row: { issuer: string; clientId: string; clientSecretEncrypted: string }) {
  return {
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecret: decryptSecret(deps.config.ssoSecretKey, row.clientSecretEncrypted),
  };
}

/** Starts a sign-in at the provider of the email's company: the address to send the browser to. */
export async function startSsoLogin(
  deps: ServiceDeps,
  _actor: Actor | null,
  { email }: { email: string | undefined },
): Promise<string> {
  const row = email ? await findSsoConfigByDomain(deps.db, 'MICROSOFT', emailDomain(email)) : null;
  if (!row) return loginErrorUrl(loginErrorCodes.ssoNoAccount);
  return startFlow(deps, {
    settings: settingsOf(deps, row),
    provider: 'MICROSOFT',
    purpose: 'LOGIN',
    companyId: row.companyId,
    userId: null,
    callbackPath: MS_CALLBACK_PATH,
    loginHint: email,
  });
}

/** Opens a session after a provider sign-in, with its audit event. */
export async function openSsoSession(
  deps: ServiceDeps,
  {
    user,
    client,
    previousTokenHash,
    method,
  }: ProviderCallback & { user: { id: string; companyId: string }; method: string },
): Promise<string> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
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
      data: { ip: client.ip, method },
    });
    return opened;
  });
}

/** The provider's answer as the browser brings it back, and the browser's current session. */
export interface ProviderCallback {
  callbackPathAndQuery: string;
  client: ClientInfo;
  previousTokenHash: string | null;
}

export interface CallbackResult {
  location: string;
  token: string | null;
}

/**
 * Completes the company sign-in when the provider sends the browser back: the account of the
 * verified email in the company that owns the provider. Every failure ends on the login page
 * with a loginError code.
 */
export async function finishSsoLogin(
  deps: ServiceDeps,
  _actor: Actor | null,
  callback: ProviderCallback,
): Promise<CallbackResult> {
  const { callbackPathAndQuery } = callback;
  const failed = { location: loginErrorUrl(loginErrorCodes.ssoFailed), token: null };
  const callbackUrl = new URL(`${deps.config.publicUrl}${callbackPathAndQuery}`);
  const pending = await takePendingFlow(deps, { callbackUrl, provider: 'MICROSOFT' });
  const row = pending?.companyId ? await findSsoConfig(deps.db, pending.companyId, 'MICROSOFT') : null;
  if (!pending || !row) return failed;

  let email: string | null;
  try {
    email = (await finishFlow(settingsOf(deps, row), pending, callbackUrl)).email;
  } catch (error) {
    deps.logger.warn({ err: error }, 'single sign-on failed');
    return failed;
  }
  const user = email ? await getUserByEmail(deps.db, email) : null;
  if (!user || user.companyId !== pending.companyId)
    return { location: loginErrorUrl(loginErrorCodes.ssoNoAccount), token: null };
  if (user.status === 'DEACTIVATED') return { location: loginErrorUrl(loginErrorCodes.ssoDeactivated), token: null };
  return { location: '/', token: await openSsoSession(deps, { ...callback, user, method: 'SSO' }) };
}
