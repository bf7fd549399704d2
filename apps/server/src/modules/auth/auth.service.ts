import type { AuthCheckResponse, LoginRequest, Right, RoleName } from '@mobilo/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import { verifyPassword } from '../../platform/passwords';
import type { Actor } from '../../platform/request-context';
import {
  hashSessionToken,
  newSessionToken,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
} from '../../platform/session-cookie';
import { getSessionUser } from '../users/users.service';
import { deleteSession, findLoginCandidate, findSessionByTokenHash, insertSession, touchSession } from './auth.repository';

/** Writing last-seen on every request would turn reads into writes; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** Checks the credentials and opens a new session; the token is returned once, for the cookie. */
export async function login(db: Database, request: LoginRequest, client: ClientInfo) {
  const candidate = await findLoginCandidate(db, request.email);
  const passwordMatches = await verifyPassword(candidate?.passwordHash ?? null, request.password);
  if (!candidate || !passwordMatches) throw new AppError('WRONG_CREDENTIALS');
  if (candidate.status === 'DEACTIVATED') throw new AppError('USER_DEACTIVATED');

  const token = newSessionToken();
  const tokenHash = hashSessionToken(token);
  await db.transaction(async (tx) => {
    await insertSession(tx, candidate.companyId, {
      tokenHash,
      userId: candidate.id,
      expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_TIMEOUT_MS),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    });
    await recordAuditEvent(tx, candidate.companyId, {
      actorId: candidate.id,
      action: 'auth.login',
      subjectType: 'user',
      subjectId: candidate.id,
      data: { ip: client.ip },
    });
  });
  const response = await checkSession(db, candidate.companyId, candidate.id);
  return { token, response };
}

/** The actor behind a session token, or an error saying why there is none. */
export async function resolveActor(db: Database, token: string): Promise<Actor> {
  const tokenHash = hashSessionToken(token);
  const session = await findSessionByTokenHash(db, tokenHash);
  const now = new Date();
  if (!session) throw new AppError('UNAUTHENTICATED');
  const idle = now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_TIMEOUT_MS;
  if (idle || session.expiresAt <= now) {
    await deleteSession(db, tokenHash);
    throw new AppError('UNAUTHENTICATED');
  }
  if (session.userStatus === 'DEACTIVATED') {
    await deleteSession(db, tokenHash);
    throw new AppError('USER_DEACTIVATED');
  }
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db, session.companyId, tokenHash, now);
  }
  return {
    userId: session.userId,
    companyId: session.companyId,
    role: session.roleName as RoleName,
    rights: session.rights as Right[],
    sessionTokenHash: tokenHash,
    impersonatorId: session.impersonatorId,
  };
}

export async function checkSession(db: Database, companyId: string, userId: string): Promise<AuthCheckResponse> {
  const user = await getSessionUser(db, companyId, userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return { user, impersonator: null };
}

export async function logout(db: Database, token: string | null): Promise<void> {
  if (token) await deleteSession(db, hashSessionToken(token));
}
