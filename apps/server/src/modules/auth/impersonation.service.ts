import type { AuthCheckResponse, UsersToImpersonateResponse } from '@mobilo/contract';
import { AppError, notFound } from '../../platform/app-error';
import type { ServiceDeps } from '../../platform/app-context';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { getUserIdentity } from '../users/user-lookup.service';
import {
  hasImpersonationGrant,
  insertImpersonationGrant,
  listAllImpersonableUsers,
  listGrantedUsers,
} from './impersonation.repository';
import { type ClientInfo, openSession, presentSession } from './session.service';

/** The operator's list is for picking, not for browsing the whole user base. */
const OPERATOR_LIST_LIMIT = 500;

/** The person really signed in: while impersonating, the one behind the session. */
function realUserId(actor: Actor): string {
  return actor.impersonatorId ?? actor.userId;
}

export async function listUsersToImpersonate(deps: ServiceDeps, actor: Actor): Promise<UsersToImpersonateResponse> {
  const real = await getUserIdentity(deps.db, realUserId(actor));
  if (!real) throw new AppError('UNAUTHENTICATED');
  const users =
    real.roleName === 'GOD'
      ? await listAllImpersonableUsers(deps.db, real.id, OPERATOR_LIST_LIMIT)
      : await listGrantedUsers(deps.db, real.companyId, real.id);
  return { users };
}

/**
 * Switches the session to another user, keeping the real person as impersonator. The operator
 * may switch to anyone; others only to the users on their list in their own company.
 */
export async function impersonate(
  deps: ServiceDeps,
  actor: Actor,
  { userId: targetId, client }: { userId: string; client: ClientInfo },
): Promise<{ token: string; response: AuthCheckResponse }> {
  const { db } = deps;
  const real = await getUserIdentity(db, realUserId(actor));
  if (!real) throw new AppError('UNAUTHENTICATED');
  if (targetId === real.id) return switchBack(deps, actor, client);
  const target = await getUserIdentity(db, targetId);
  const isOperator = real.roleName === 'GOD';
  const allowed =
    target !== null &&
    (isOperator ||
      (target.companyId === real.companyId && (await hasImpersonationGrant(db, real.companyId, real.id, target.id))));
  if (!target || !allowed) throw notFound('user');
  if (target.status === 'DEACTIVATED') throw new AppError('USER_DEACTIVATED');

  const now = deps.clock();
  const token = await db.transaction(async (tx) => {
    const opened = await openSession(tx, {
      companyId: target.companyId,
      userId: target.id,
      impersonatorId: real.id,
      client,
      now,
      replacesTokenHash: actor.sessionTokenHash,
    });
    const event = { actorId: real.id, subjectType: 'user', subjectId: target.id, data: { ip: client.ip } };
    await recordAuditEvent(tx, target.companyId, { ...event, action: 'auth.impersonate' });
    if (real.companyId !== target.companyId) {
      await recordAuditEvent(tx, real.companyId, { ...event, action: 'auth.impersonate' });
    }
    return opened;
  });
  return { token, response: await presentSession(db, target.companyId, target.id, real.id) };
}

/** Back to the real person's own session. */
export async function unimpersonate(deps: ServiceDeps, actor: Actor, { client }: { client: ClientInfo }) {
  if (!actor.impersonatorId) throw new AppError('NOT_IMPERSONATING');
  return switchBack(deps, actor, client);
}

async function switchBack(deps: ServiceDeps, actor: Actor, client: ClientInfo) {
  const { db } = deps;
  const real = await getUserIdentity(db, realUserId(actor));
  if (!real || real.status === 'DEACTIVATED') throw new AppError('UNAUTHENTICATED');
  const now = deps.clock();
  const token = await db.transaction(async (tx) => {
    const opened = await openSession(tx, {
      companyId: real.companyId,
      userId: real.id,
      impersonatorId: null,
      client,
      now,
      replacesTokenHash: actor.sessionTokenHash,
    });
    await recordAuditEvent(tx, real.companyId, {
      actorId: real.id,
      action: 'auth.unimpersonate',
      subjectType: 'user',
      subjectId: actor.userId,
      data: { ip: client.ip },
    });
    return opened;
  });
  return { token, response: await presentSession(db, real.companyId, real.id, null) };
}

/**
 * Lets one user of a company act as another (the demo data and tests use it; the actor is who
 * grants it, null when nobody does).
 */
export async function grantImpersonation(
  deps: Pick<ServiceDeps, 'db'>,
  _actor: Actor | null,
  { companyId, impersonatorId, userId }: { companyId: string; impersonatorId: string; userId: string },
) {
  await insertImpersonationGrant(deps.db, companyId, impersonatorId, userId);
}
