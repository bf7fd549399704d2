import type { ServiceDeps } from '../../platform/app-context';
import { AFTER_MIDNIGHT_UTC, type ScheduledJobDefinition } from '../../platform/jobs/job-queue';
import { createBudgetTicketExpenses } from './ticket-budget-expenses.service';

/** Job tickets paid from the mobility budget: each new ticket month becomes its expense. */
export function ticketMonthsJob(deps: ServiceDeps): ScheduledJobDefinition {
  return {
    name: 'germany-ticket-months',
    cron: AFTER_MIDNIGHT_UTC,
    heartbeatSeconds: 60,
    run: async () => ({ created: await createBudgetTicketExpenses(deps) }),
  };
}
