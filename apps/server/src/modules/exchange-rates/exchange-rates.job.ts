import type { ServiceDeps } from '../../platform/app-context';
import type { ScheduledJobDefinition } from '../../platform/jobs/job-queue';
import { fetchDailyRates } from './exchange-rates.service';

/** The ECB publishes its reference rates around 16:00 CET (15:00 UTC in winter, 14:00 in summer). */
const AFTER_ECB_PUBLISHES = '30 15 * * *';

/** The ECB's daily rates, where fetching is switched on; a failed fetch leaves yesterday's in use. */
export function exchangeRateJobs(deps: ServiceDeps): ScheduledJobDefinition[] {
  if (!deps.config.exchangeRateFetch) return [];
  return [
    {
      name: 'exchange-rates',
      cron: AFTER_ECB_PUBLISHES,
      heartbeatSeconds: 60,
      run: async () => ({ rates: await fetchDailyRates(deps.db, deps.config.exchangeRateUrl, deps.logger) }),
    },
  ];
}
