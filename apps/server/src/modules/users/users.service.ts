import type { SessionUser } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { presentSessionUser } from './session-user.presenter';
import { findSessionUserRow, type SessionUserRow } from './users.repository';

export async function getSessionUserRow(db: Executor, companyId: string, userId: string): Promise<SessionUserRow | null> {
  return findSessionUserRow(db, companyId, userId);
}

export async function getSessionUser(db: Executor, companyId: string, userId: string): Promise<SessionUser | null> {
  const row = await findSessionUserRow(db, companyId, userId);
  return row ? presentSessionUser(row) : null;
}
