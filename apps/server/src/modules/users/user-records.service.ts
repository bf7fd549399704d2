import type { Executor } from '../../db/client';
import {
  insertUserRows,
  type NewUserValues,
  setFlagOfCompanyUsers,
  type UserChanges,
  updateUserRow,
  updateUserRows,
} from './user-records.repository';

export type { NewUserValues, UserChanges };

// The users table is written here only (docs/CONVENTIONS.md, table ownership). The modules that
// create or change users (administration, import, Personio, the operator, accounts, sign-in,
// budget groups) decide, authorise and audit; these run inside their transaction.

/** Inserts users of the company; answers their ids in the given order. */
export function insertUserRecords(tx: Executor, companyId: string, values: readonly NewUserValues[]) {
  return insertUserRows(tx, companyId, values);
}

/**
 * Changes one user of the company; answers false when the company has no such user, or when
 * `readVersion` is given and no longer the user's version (docs/adr/0022).
 */
export function updateUserRecord(
  tx: Executor,
  companyId: string,
  userId: string,
  values: UserChanges,
  readVersion?: number,
) {
  return updateUserRow(tx, companyId, userId, values, readVersion);
}

/** Changes the same columns of several users of the company. */
export function updateUserRecords(tx: Executor, companyId: string, userIds: readonly string[], values: UserChanges) {
  return updateUserRows(tx, companyId, userIds, values);
}

/** Every user of the company follows the company's trial or internal flag; answers how many changed. */
export function setCompanyUsersFlag(tx: Executor, companyId: string, flag: 'isTrial' | 'isInternal', value: boolean) {
  return setFlagOfCompanyUsers(tx, companyId, flag, value);
}
