import type { ServiceDeps } from '../../platform/app-context';
import { AFTER_MIDNIGHT_UTC, type ScheduledJobDefinition } from '../../platform/jobs/job-queue';
import { sweepOrphanFiles } from './file-sweep.service';

/** Files a crash left without their row, and cut-off uploads, after every midnight UTC. */
export function fileSweepJob(deps: ServiceDeps): ScheduledJobDefinition {
  return { name: 'file-sweep', cron: AFTER_MIDNIGHT_UTC, heartbeatSeconds: 60, run: () => sweepOrphanFiles(deps) };
}
