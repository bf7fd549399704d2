import { loginErrorCodes, type MLoginLinkResponse } from '@mobilo/contract';
import { AppError } from '../../platform/app-error';
import type { ServiceDeps } from '../../platform/app-context';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { isFeatureEnabled } from '../flags/feature-flags.service';
import { getUserByMLoginId, getUserIdentity, setMLoginId } from '../users/user-lookup.service';
import { finishFlow, startFlow, takePendingFlow } from './oidc-flow';
import { type CallbackResult, emailDomain, loginErrorUrl, openSsoSession, type ProviderCallback } from './sso.service';

export const M_LOGIN_CALLBACK_PATH = '/auth/m-login/callback';

/**
 * The city mobility login: one partner provider for everybody (configured by CITY_LOGIN_*),
 * offered behind the CITY_LOGIN flag. People link their account to it once (connect) and may
 * then sign in with it; linking is offered only for the configured company email domains.
 */
function cityLogin(deps: ServiceDeps) {
  return deps.config.cityLogin;
}

/** Starts a sign-in with the city login: the address to send the browser to. */
export async function startCityLogin(deps: ServiceDeps, _actor: Actor | null): Promise<string> {
  const settings = cityLogin(deps);
  if (!settings || !(await isFeatureEnabled(deps.db, null, 'CITY_LOGIN'))) {
    return loginErrorUrl(loginErrorCodes.cityLoginUnavailable);
  }
  return startFlow(deps, {
    settings,
    provider: 'M_LOGIN',
    purpose: 'LOGIN',
    companyId: null,
    userId: null,
    callbackPath: M_LOGIN_CALLBACK_PATH,
  });
}

/** The provider address where the signed-in user confirms the link. */
export async function connectCityLogin(deps: ServiceDeps, actor: Actor): Promise<MLoginLinkResponse> {
  if (actor.impersonatorId) throw new AppError('ACCESS_DENIED');
  const settings = cityLogin(deps);
  const user = await getUserIdentity(deps.db, actor.userId);
  const offered =
    settings !== null &&
    user !== null &&
    settings.emailDomains.includes(emailDomain(user.email)) &&
    (await isFeatureEnabled(deps.db, actor.companyId, 'CITY_LOGIN'));
  if (!settings || !offered) throw new AppError('FEATURE_DISABLED');
  const redirectUrl = await startFlow(deps, {
    settings,
    provider: 'M_LOGIN',
    purpose: 'CONNECT',
    companyId: actor.companyId,
    userId: actor.userId,
    callbackPath: M_LOGIN_CALLBACK_PATH,
  });
  return { redirectUrl };
}

export async function disconnectCityLogin(deps: ServiceDeps, actor: Actor): Promise<MLoginLinkResponse> {
  if (actor.impersonatorId) throw new AppError('ACCESS_DENIED');
  await deps.db.transaction(async (tx) => {
    await setMLoginId(tx, actor.companyId, actor.userId, null);
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'user.city-login-disconnected',
      subjectType: 'user',
      subjectId: actor.userId,
    });
  });
  return { redirectUrl: '/' };
}

/** The provider's answer: links the account (CONNECT) or signs its owner in (LOGIN). */
export async function finishCityLogin(
  deps: ServiceDeps,
  _actor: Actor | null,
  callback: ProviderCallback,
): Promise<CallbackResult> {
  const { callbackPathAndQuery } = callback;
  const settings = cityLogin(deps);
  const failed = { location: loginErrorUrl(loginErrorCodes.ssoFailed), token: null };
  const callbackUrl = new URL(`${deps.config.publicUrl}${callbackPathAndQuery}`);
  const pending = settings ? await takePendingFlow(deps, { callbackUrl, provider: 'M_LOGIN' }) : null;
  if (!settings || !pending) return failed;

  let subject: string;
  try {
    subject = (await finishFlow(settings, pending, callbackUrl)).subject;
  } catch (error) {
    deps.logger.warn({ err: error }, 'city login failed');
    return failed;
  }
  const owner = await getUserByMLoginId(deps.db, subject);

  if (pending.purpose === 'CONNECT' && pending.companyId && pending.userId) {
    // One city account belongs to one Mobilo account.
    if (owner && owner.id !== pending.userId) return { location: '/', token: null };
    const { companyId, userId } = pending;
    await deps.db.transaction(async (tx) => {
      await setMLoginId(tx, companyId, userId, subject);
      await recordAuditEvent(tx, companyId, {
        actorId: userId,
        action: 'user.city-login-connected',
        subjectType: 'user',
        subjectId: userId,
      });
    });
    return { location: '/', token: null };
  }

  if (!owner) return { location: loginErrorUrl(loginErrorCodes.ssoNoAccount), token: null };
  if (owner.status === 'DEACTIVATED') return { location: loginErrorUrl(loginErrorCodes.ssoDeactivated), token: null };
  return { location: '/', token: await openSsoSession(deps, { ...callback, user: owner, method: 'CITY_LOGIN' }) };
}
