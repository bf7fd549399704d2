import type { AuthCheckResponse } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { hashSessionToken, newSessionToken, SESSION_ABSOLUTE_TIMEOUT_MS } from '../../platform/session-cookie';
import { getImpersonator, getSessionUser, type SessionUserRow } from '../users/users.service';
import { updateUserRecord } from '../users/user-records.service';
import { deleteSession, deleteSessionsOfUser, insertSession } from './auth.repository';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** What every call that opens a session brings: the browser, and the session it replaces. */
export interface SessionSwitch {
  client: ClientInfo;
  previousTokenHash: string | null;
}

/**
 * Opens a new session and returns its token, once, for the cookie. Called at every sign-in and
 * every switch of identity, with the old session (if any) ended: a token known before the switch
 * never carries the new identity.
 */
export async function openSession(
  tx: Executor,
  input: {
    companyId: string;
    userId: string;
    impersonatorId: string | null;
    /** A support user's selected company; the session looks at `companyId` otherwise. */
    selectedCompanyId?: string | null;
    client: ClientInfo;
    now: Date;
    replacesTokenHash?: string | null;
  },
): Promise<string> {
  if (input.replacesTokenHash) await deleteSession(tx, input.replacesTokenHash);
  const token = newSessionToken();
  await insertSession(tx, input.companyId, {
    tokenHash: hashSessionToken(token),
    userId: input.userId,
    impersonatorId: input.impersonatorId,
    selectedCompanyId: input.selectedCompanyId ?? null,
    expiresAt: new Date(input.now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS),
    now: input.now,
    ip: input.client.ip,
    userAgent: input.client.userAgent?.slice(0, 500) ?? null,
  });
  // The operator's dashboard shows when a company's people last came in themselves.
  if (input.impersonatorId === null)
    await updateUserRecord(tx, input.companyId, input.userId, { lastSignInAt: input.now });
  return token;
}

export async function endSessionsOfUser(
  tx: Executor,
  companyId: string,
  userId: string,
  exceptTokenHash: string | null,
) {
  await deleteSessionsOfUser(tx, companyId, userId, exceptTokenHash);
}

/**
 * The answer of GET /auth/check: the user and, while impersonating, who is behind them.
 * `actingCompanyId` is the company a support user looks at, when not their own (`companyId`).
 */
export async function presentSession(
  db: Executor,
  companyId: string,
  userId: string,
  impersonatorId: string | null,
  actingCompanyId: string = companyId,
  /** The user's row when already read (with the session); read here otherwise. */
  userRow: SessionUserRow | null = null,
): Promise<AuthCheckResponse> {
  const user = await getSessionUser(db, companyId, userId, actingCompanyId, userRow);
  if (!user) throw new AppError('UNAUTHENTICATED');
  const impersonator = impersonatorId ? await getImpersonator(db, impersonatorId) : null;
  return { user, impersonator };
}
