import type { ServiceDeps } from '../../platform/app-context';
import type { JobDefinition, ScheduledJobDefinition } from '../../platform/jobs/job-queue';
import { cardPlanLoadJobName, type PlanLoadInput, queueDueLoads, runPlanLoad } from './card-loads.service';

/** One plan's load of one month; the ledger keeps a retried or doubled job from loading twice. */
export function cardPlanLoadJob(deps: ServiceDeps): JobDefinition<PlanLoadInput> {
  return {
    name: cardPlanLoadJobName,
    heartbeatSeconds: 60,
    retryLimit: 2,
    // One job per plan and month waits or runs at a time (its singleton key).
    policy: 'exclusive',
    handler: async (job) => {
      const run = await runPlanLoad(deps, job);
      deps.logger.info({ ...job, ...run }, 'card plan loaded');
    },
  };
}

/** Every morning (UTC) the plans whose load day has come are loaded; a missed day is caught up. */
export function cardMonthlyLoadJob(deps: ServiceDeps): ScheduledJobDefinition {
  return {
    name: 'card-monthly-load',
    cron: '15 0 * * *',
    heartbeatSeconds: 60,
    run: () => queueDueLoads(deps),
  };
}
