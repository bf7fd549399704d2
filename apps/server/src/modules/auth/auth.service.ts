import type { LoginRequest } from '@mobilo/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { ServiceDeps } from '../../platform/app-context';
import { recordAuditEvent } from '../../platform/audit-log';
import { verifyPassword } from '../../platform/passwords';
import { type Actor, accountCompanyOf } from '../../platform/request-context';
import { hashSessionToken, SESSION_IDLE_TIMEOUT_MS } from '../../platform/session-cookie';
import { assertNotLocked, clearFailedLogins, recordFailedLogin } from './brute-force.service';
import {
  deleteSession,
  findLoginCandidate,
  findSessionByTokenHash,
  findSessionWithUserByTokenHash,
  touchSession,
} from './auth.repository';
import type { SessionUserRow } from '../users/users.service';
import type { SessionCache } from './session-cache';
import { type ClientInfo, openSession, presentSession, type SessionSwitch } from './session.service';

export type { ClientInfo };

/** Writing last-seen on every request would turn reads into writes; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Checks the credentials and opens a new session. Unknown emails, wrong passwords and accounts
 * without a password all answer WRONG_CREDENTIALS after the same work, and all count towards the
 * lock, so neither answer nor timing tells which emails exist.
 */
export async function login(
  deps: ServiceDeps,
  _actor: Actor | null,
  { credentials: request, client, previousTokenHash }: SessionSwitch & { credentials: LoginRequest },
) {
  const { db } = deps;
  const now = deps.clock();
  await assertNotLocked(db, request.email, client.ip, now);
  const candidate = await findLoginCandidate(db, request.email);
  const passwordMatches = await verifyPassword(candidate?.passwordHash ?? null, request.password);
  if (!candidate || !passwordMatches) throw await recordFailedLogin(db, request.email, client.ip, now);
  if (candidate.status === 'DEACTIVATED') throw new AppError('USER_DEACTIVATED');

  const token = await db.transaction(async (tx) => {
    await clearFailedLogins(tx, request.email);
    const opened = await openSession(tx, {
      companyId: candidate.companyId,
      userId: candidate.id,
      impersonatorId: null,
      client,
      now,
      replacesTokenHash: previousTokenHash,
    });
    await recordAuditEvent(tx, candidate.companyId, {
      actorId: candidate.id,
      action: 'auth.login',
      subjectType: 'user',
      subjectId: candidate.id,
      data: { ip: client.ip, method: 'PASSWORD' },
    });
    return opened;
  });
  const response = await presentSession(db, candidate.companyId, candidate.id, null);
  return { token, response };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route shows the session's user: the guard reads it with the session, in one statement. */
    presentsSessionUser?: boolean;
  }
  interface FastifyRequest {
    /** The session's user as the guard read it, on routes that say `presentsSessionUser`. */
    sessionUser: SessionUserRow | null;
  }
}

/**
 * The actor behind a session token, or an error saying why there is none; when asked, also the
 * session's user as the session check presents it, from the same one statement. With a cache
 * (docs/adr/0030) the row may come without a statement; a session is ended only on what the
 * database says.
 */
export async function resolveSession(
  db: Database,
  token: string,
  now: Date,
  { withUser, cache = null }: { withUser: boolean; cache?: SessionCache | null },
): Promise<{ actor: Actor; sessionUser: SessionUserRow | null }> {
  const tokenHash = hashSessionToken(token);
  const first = await lookUpSession(db, tokenHash, withUser, cache);
  // Another process may have noted a later visit, or reactivated the user, since the copy was read.
  const session =
    first.cached && first.session && endsSession(first.session, now)
      ? (await lookUpSession(db, tokenHash, withUser, null)).session
      : first.session;
  if (!session) throw new AppError('UNAUTHENTICATED');
  if (endsSession(session, now)) {
    cache?.drop(tokenHash);
    await deleteSession(db, tokenHash);
    throw new AppError(expired(session, now) ? 'UNAUTHENTICATED' : 'USER_DEACTIVATED');
  }
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db, session.companyId, tokenHash, now);
    cache?.noteSeen(tokenHash, now);
  }
  // A selected company counts only while the account is still a support account.
  const selected =
    session.isSupportUser && session.selectedCompanyId !== session.companyId ? session.selectedCompanyId : null;
  const actor: Actor = {
    userId: session.userId,
    companyId: selected ?? session.companyId,
    role: session.roleName,
    rights: session.rights,
    sessionTokenHash: tokenHash,
    impersonatorId: session.impersonatorId,
    isSupportUser: session.isSupportUser,
    ...(selected ? { accountCompanyId: session.companyId } : {}),
  };
  return { actor, sessionUser: session.sessionUser ?? null };
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionByTokenHash>>> & { sessionUser?: SessionUserRow };

async function lookUpSession(
  db: Database,
  tokenHash: string,
  withUser: boolean,
  cache: SessionCache | null,
): Promise<{ session: SessionRow | null; cached: boolean }> {
  const load: () => Promise<SessionRow | null> = withUser
    ? () => findSessionWithUserByTokenHash(db, tokenHash)
    : () => findSessionByTokenHash(db, tokenHash);
  if (!cache) return { session: await load(), cached: false };
  const { row, cached } = await cache.read(withUser ? 'sessionWithUser' : 'session', tokenHash, load);
  return { session: row, cached };
}

/** Idle or past its end: the session is over. */
function expired(session: SessionRow, now: Date): boolean {
  const idle = now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_TIMEOUT_MS;
  return idle || session.expiresAt <= now;
}

/** The session must be deleted: over, or its user deactivated. */
function endsSession(session: SessionRow, now: Date): boolean {
  return expired(session, now) || session.userStatus === 'DEACTIVATED';
}

/** GET /auth/check: `sessionUser` is the user the guard read with the session, when it did. */
export async function checkSession({ db }: ServiceDeps, actor: Actor, sessionUser: SessionUserRow | null = null) {
  return presentSession(db, accountCompanyOf(actor), actor.userId, actor.impersonatorId, actor.companyId, sessionUser);
}

export async function logout({ db }: ServiceDeps, _actor: Actor | null, { token }: { token: string | null }) {
  if (token) await deleteSession(db, hashSessionToken(token));
}
