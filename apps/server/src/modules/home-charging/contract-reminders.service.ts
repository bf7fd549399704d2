import { addDays, type Language } from '@mobilo/contract';
import type { ServiceDeps } from '../../platform/app-context';
import { germanDay } from '../../platform/clock';
import { isFeatureEnabled } from '../flags/feature-flags.service';
import { getCompanyLicences } from '../licences/licences.service';
import { listContractsEndingUnreminded, markContractReminded } from './home-charging.repository';

/** How many days before an approved contract's last day its owner hears of it (docs/adr/0025). */
export const CONTRACT_END_REMINDER_DAYS = 30;

/**
 * Part of the daily reminders: each approved contract that ends within the next
 * CONTRACT_END_REMINDER_DAYS days is announced to its owner once, in the owner's language, if
 * the company uses contracts and the owner may be reminded. A mail that fails gives the mark
 * back, so the next run tries again. Answers how many mails went out.
 */
export async function sendContractEndReminders(
  deps: ServiceDeps,
  companyId: string,
  mayRemind: (userId: string) => boolean,
): Promise<number> {
  const [licences, enabled, contracts] = await Promise.all([
    getCompanyLicences(deps.db, companyId),
    isFeatureEnabled(deps.db, companyId, 'HOME_CHARGING'),
    isFeatureEnabled(deps.db, companyId, 'HOME_CHARGING_CONTRACTS'),
  ]);
  if (!licences.homeCharging || !enabled || !contracts) return 0;
  const now = deps.clock();
  const today = germanDay(now);
  const ending = await listContractsEndingUnreminded(
    deps.db,
    companyId,
    today,
    addDays(today, CONTRACT_END_REMINDER_DAYS),
  );
  let sent = 0;
  for (const contract of ending) {
    if (!mayRemind(contract.userId)) continue;
    if (!(await markContractReminded(deps.db, companyId, contract.id, now))) continue;
    try {
      await deps.mailer.sendMail({
        to: contract.email,
        template: 'HOME_CHARGING_CONTRACT_ENDING',
        language: contract.culture as Language,
        params: {
          firstName: contract.firstName,
          supplier: contract.supplier,
          validUntil: contract.validUntil!,
          link: `${deps.config.publicUrl}/home-charging/my-contracts`,
        },
      });
    } catch (error) {
      await markContractReminded(deps.db, companyId, contract.id, null);
      throw error;
    }
    sent += 1;
  }
  return sent;
}
