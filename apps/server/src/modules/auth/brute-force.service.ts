import type { Executor } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { clearLoginFailures, countLoginFailure, findLoginFailures, lockLogin } from './sign-in-throttle.repository';

/** DECISIONS "Sign-in": 5 failures in 15 minutes lock for 30 s, doubling per failure up to 15 min. */
export const FAILURES_BEFORE_LOCK = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const FIRST_LOCK_SECONDS = 30;
export const LONGEST_LOCK_SECONDS = 15 * 60;

export function lockSecondsAfter(failures: number): number {
  if (failures < FAILURES_BEFORE_LOCK) return 0;
  return Math.min(LONGEST_LOCK_SECONDS, FIRST_LOCK_SECONDS * 2 ** (failures - FAILURES_BEFORE_LOCK));
}

function locked(secondsLeft: number) {
  return new AppError('BRUTE_FORCE_LOCKED', String(Math.max(1, Math.ceil(secondsLeft))));
}

/** Refuses while the email is locked; checked before the password so a lock cannot be probed. */
export async function assertNotLocked(db: Executor, email: string, now: Date): Promise<void> {
  const record = await findLoginFailures(db, email.toLowerCase());
  if (record?.lockedUntil && record.lockedUntil > now) {
    throw locked((record.lockedUntil.getTime() - now.getTime()) / 1000);
  }
}

/** Counts a failed password; the failure that sets a lock answers with the lock at once. */
export async function recordFailedLogin(db: Executor, email: string, now: Date): Promise<AppError> {
  const key = email.toLowerCase();
  const failures = await countLoginFailure(db, key, now, FAILURE_WINDOW_MS);
  const seconds = lockSecondsAfter(failures);
  if (seconds === 0) return new AppError('WRONG_CREDENTIALS');
  await lockLogin(db, key, new Date(now.getTime() + seconds * 1000));
  return locked(seconds);
}

export async function clearFailedLogins(db: Executor, email: string): Promise<void> {
  await clearLoginFailures(db, email.toLowerCase());
}
