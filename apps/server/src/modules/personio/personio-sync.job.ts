import type { ServiceDeps } from '../../platform/app-context';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { executeSync } from './personio-sync.service';
import { personioSyncJobName } from './personio.service';

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
