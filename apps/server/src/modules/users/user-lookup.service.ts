import type { Executor } from '../../db/client';
import { findUserByEmail } from './users.repository';

/** An account by email across companies: for sign-in paths, where only the email is known. */
export async function getUserByEmail(db: Executor, email: string) {
  return findUserByEmail(db, email);
}
