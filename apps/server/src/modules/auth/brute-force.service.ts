import type { Executor } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { clearLoginFailures, countLoginFailure, findLoginFailures, lockLogin } from './sign-in-throttle.repository';

/** DECISIONS "Sign-in": 5 failures in 15 minutes lock for 30 s, doubling per failure up to 15 min. */
export const FAILURES_BEFORE_LOCK = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const FIRST_LOCK_SECONDS = 30;
export const LONGEST_LOCK_SECONDS = 15 * 60;
/**
 * The countdown above counts per account and client address, so that someone else's failures do
 * not lock the owner out. Failures from all addresses together lock the account only at this
 * much higher ceiling, which still stops a guessing run spread over many addresses.
 */
export const ACCOUNT_FAILURES_BEFORE_LOCK = 50;

export function lockSecondsAfter(failures: number): number {
  return lockSecondsFrom(failures, FAILURES_BEFORE_LOCK);
}

function lockSecondsFrom(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(LONGEST_LOCK_SECONDS, FIRST_LOCK_SECONDS * 2 ** Math.min(failures - threshold, 10));
}

/** The throttle keys of one sign-in attempt: the account from this address, and the account. */
function keysOf(email: string, ip: string | null) {
  const account = email.toLowerCase();
  return { address: `${account} ${ip ?? 'unknown'}`, account };
}

function locked(secondsLeft: number) {
  return new AppError('BRUTE_FORCE_LOCKED', String(Math.max(1, Math.ceil(secondsLeft))));
}

/** Refuses while the email is locked; checked before the password so a lock cannot be probed. */
export async function assertNotLocked(db: Executor, email: string, ip: string | null, now: Date): Promise<void> {
  const keys = keysOf(email, ip);
  const records = await Promise.all([findLoginFailures(db, keys.address), findLoginFailures(db, keys.account)]);
  const until = Math.max(...records.map((record) => record?.lockedUntil?.getTime() ?? 0));
  if (until > now.getTime()) throw locked((until - now.getTime()) / 1000);
}

/** Counts a failed password; the failure that sets a lock answers with the lock at once. */
export async function recordFailedLogin(db: Executor, email: string, ip: string | null, now: Date): Promise<AppError> {
  const keys = keysOf(email, ip);
  const seconds = Math.max(
    await lockFor(db, keys.address, now, FAILURES_BEFORE_LOCK),
    await lockFor(db, keys.account, now, ACCOUNT_FAILURES_BEFORE_LOCK),
  );
  return seconds === 0 ? new AppError('WRONG_CREDENTIALS') : locked(seconds);
}

async function lockFor(db: Executor, key: string, now: Date, threshold: number): Promise<number> {
  const failures = await countLoginFailure(db, key, now, FAILURE_WINDOW_MS);
  const seconds = lockSecondsFrom(failures, threshold);
  if (seconds > 0) await lockLogin(db, key, new Date(now.getTime() + seconds * 1000));
  return seconds;
}

/** After a successful sign-in or a password reset: the account's counts start again everywhere. */
export async function clearFailedLogins(db: Executor, email: string): Promise<void> {
  await clearLoginFailures(db, email.toLowerCase());
}
