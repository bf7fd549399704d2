import type { ServiceDeps } from '../../platform/app-context';
import { AFTER_MIDNIGHT_UTC, type ScheduledJobDefinition } from '../../platform/jobs/job-queue';
import { deleteRequestKeysBefore } from './expense-request-keys.repository';

/**
 * How long a create's or upload's key and first answer are kept (docs/adr/0028). A phone sends its
 * waiting expenses when it is online again or the app is opened; a week covers a trip abroad
 * without data, and a key older than that is no longer a retry worth answering.
 */
export const REQUEST_KEY_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the keys older than `REQUEST_KEY_DAYS`; answers how many went. */
export async function forgetOldRequestKeys({ db, clock }: ServiceDeps): Promise<number> {
  return deleteRequestKeysBefore(db, new Date(clock().getTime() - REQUEST_KEY_DAYS * DAY_MS));
}

/** The idempotency keys of expense creates and uploads older than a week, after every midnight UTC. */
export function expenseRequestKeysJob(deps: ServiceDeps): ScheduledJobDefinition {
  return {
    name: 'expense-request-keys',
    cron: AFTER_MIDNIGHT_UTC,
    heartbeatSeconds: 60,
    run: async () => ({ deleted: await forgetOldRequestKeys(deps) }),
  };
}
