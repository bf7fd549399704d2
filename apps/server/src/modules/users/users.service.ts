import type { SessionUser, UsersWithoutPersonalNumberResponse } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { isCompanySsoEnabled } from '../sso/sso.service';
import { presentSessionUser } from './session-user.presenter';
import { findSessionUserRow, findUserIdentity, listActiveUsersWithoutPersonalNumber, type SessionUserRow } from './users.repository';

export async function getSessionUserRow(db: Executor, companyId: string, userId: string): Promise<SessionUserRow | null> {
  return findSessionUserRow(db, companyId, userId);
}

export async function getSessionUser(db: Executor, companyId: string, userId: string): Promise<SessionUser | null> {
  const row = await findSessionUserRow(db, companyId, userId);
  return row ? presentSessionUser(row, await isCompanySsoEnabled(db, companyId)) : null;
}

/** Who stands behind an impersonated session, as /auth/check shows it. */
export async function getImpersonator(db: Executor, impersonatorId: string) {
  const row = await findUserIdentity(db, impersonatorId);
  return row ? { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName } : null;
}

/** Spec §7 "Users without personal number": the company's active users the payroll export would miss. */
export async function listUsersWithoutPersonalNumber(db: Executor, companyId: string): Promise<UsersWithoutPersonalNumberResponse> {
  const rows = await listActiveUsersWithoutPersonalNumber(db, companyId);
  return { users: rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`, email: row.email })) };
}
