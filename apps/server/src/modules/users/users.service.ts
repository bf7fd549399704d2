import { type SessionUser, type UsersWithoutPersonalNumberResponse, withDerivedFlags } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { getCompanyFacts, isCompanySsoEnabled } from '../companies/companies.service';
import { presentSessionUser, presentSessionUserBase } from './session-user.presenter';
import {
  findPersonioConnected,
  findSessionUserRow,
  findUserIdentity,
  listActiveUsersWithoutPersonalNumber,
  type SessionUserRow,
} from './users.repository';

/** The session user's row and stored fields, which the user administration's managed user extends. */
export type { SessionUserRow };
export { presentSessionUserBase };

export async function getSessionUserRow(
  db: Executor,
  companyId: string,
  userId: string,
): Promise<SessionUserRow | null> {
  return findSessionUserRow(db, companyId, userId);
}

/**
 * The session user of an account in `companyId`. A support user looking at another company
 * (`actingCompanyId`) is shown in that company: its facts, its trial state, and no budget group,
 * since their own group belongs to their own company.
 */
export async function getSessionUser(
  db: Executor,
  companyId: string,
  userId: string,
  actingCompanyId: string = companyId,
  /** The row when the caller read it already (the session check reads it with the session). */
  preloaded: SessionUserRow | null = null,
): Promise<SessionUser | null> {
  const row = preloaded ?? (await findSessionUserRow(db, companyId, userId));
  if (!row) return null;
  if (actingCompanyId === companyId) return presentSessionUser(row, row.companySsoEnabled);
  const acting = await getCompanyFacts(db, actingCompanyId);
  const base = presentSessionUserBase(row, await isCompanySsoEnabled(db, actingCompanyId));
  return withDerivedFlags({
    ...base,
    isTrial: acting.isTrialAccount,
    budgetClass: null,
    company: {
      id: acting.id,
      name: acting.name,
      currency: acting.currency,
      country: acting.country,
      isPersonioActive: acting.isPersonioActive && (await findPersonioConnected(db, actingCompanyId)),
      reseller: acting.reseller,
      defaultUserType: acting.defaultUserType,
    },
  });
}

/** Who stands behind an impersonated session, as /auth/check shows it. */
export async function getImpersonator(db: Executor, impersonatorId: string) {
  const row = await findUserIdentity(db, impersonatorId);
  return row ? { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName } : null;
}

/** Spec §7 "Users without personal number": the company's active users the payroll export would miss. */
export async function listUsersWithoutPersonalNumber(
  { db }: { db: Executor },
  { companyId }: { companyId: string },
): Promise<UsersWithoutPersonalNumberResponse> {
  const rows = await listActiveUsersWithoutPersonalNumber(db, companyId);
  return { users: rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`, email: row.email })) };
}
