import type { Executor } from '../../db/client';
import { findUserByEmail, findUserByMLoginId, findUserIdentity, updateMLoginId } from './users.repository';

/** An account by email across companies: for sign-in paths, where only the email is known. */
export async function getUserByEmail(db: Executor, email: string) {
  return findUserByEmail(db, email);
}

/** The account linked to a city login subject, across companies. */
export async function getUserByMLoginId(db: Executor, mLoginId: string) {
  return findUserByMLoginId(db, mLoginId);
}

export async function getUserIdentity(db: Executor, userId: string) {
  return findUserIdentity(db, userId);
}

/** Links (or, with null, unlinks) the city login of a user. */
export async function setMLoginId(db: Executor, companyId: string, userId: string, mLoginId: string | null) {
  await updateMLoginId(db, companyId, userId, mLoginId);
}
