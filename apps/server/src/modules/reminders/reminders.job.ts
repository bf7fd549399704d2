import type { ServiceDeps } from '../../platform/app-context';
import type { ScheduledJobDefinition } from '../../platform/jobs/job-queue';
import { sendDueReminders } from './reminder-run.service';

/** Every morning (06:00 UTC, before the working day in Germany) the reminders that are due go out. */
export function remindersJob(deps: ServiceDeps): ScheduledJobDefinition {
  return {
    name: 'reminders',
    cron: '0 6 * * *',
    heartbeatSeconds: 60,
    run: async () => ({ sent: await sendDueReminders(deps) }),
  };
}
