import type { ServiceDeps } from '../../platform/app-context';
import { AFTER_MIDNIGHT_UTC, type ScheduledJobDefinition } from '../../platform/jobs/job-queue';
import { runScheduledUserChanges } from './scheduled-user-changes.service';

/** The day's scheduled invitations, deactivations and reactivations, a minute after midnight UTC. */
export function scheduledUserChangesJob(deps: ServiceDeps): ScheduledJobDefinition {
  return {
    name: 'scheduled-user-changes',
    cron: AFTER_MIDNIGHT_UTC,
    heartbeatSeconds: 60,
    run: () => runScheduledUserChanges(deps),
  };
}
