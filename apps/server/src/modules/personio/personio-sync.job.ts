import type { ServiceDeps } from '../../platform/app-context';
import { AFTER_MIDNIGHT_UTC, type JobDefinition, type ScheduledJobDefinition } from '../../platform/jobs/job-queue';
import { executeSync } from './personio-sync.service';
import { personioSyncJobName, syncAllCompanies } from './personio.service';

interface PersonioSyncJob {
  companyId: string;
  runId: string;
  actorId: string | null;
}

/** One company's Personio sync; it settles its run itself, so a failure is not retried blindly. */
export function personioSyncJob(deps: ServiceDeps): JobDefinition<PersonioSyncJob> {
  return {
    name: personioSyncJobName,
    heartbeatSeconds: 60,
    retryLimit: 1,
    handler: async (job) => {
      await executeSync(deps, job);
    },
  };
}

/** Every night, a sync of every connected company (each one a job of its own, one at a time). */
export function personioNightlySyncJob(deps: ServiceDeps): ScheduledJobDefinition {
  return {
    name: 'personio-nightly-sync',
    cron: AFTER_MIDNIGHT_UTC,
    heartbeatSeconds: 60,
    run: () => syncAllCompanies(deps),
  };
}
