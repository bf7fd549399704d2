import type { CardPayoutPlan } from '@mobilo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { changedMeanwhile } from '../../../lib/changed-meanwhile';
import { i18n } from '../../../lib/i18n';
import { cardCurrency } from '../card-currency';
import { cardProgrammeKeys } from './keys';

const t = (key: string) => i18n.t(key as 'plans.name', { ns: 'card-programme' });

/** A plan saved over a stale version answers with the plan as it is now. */
export function payoutPlanChangedMeanwhile(queryClient: QueryClient) {
  return changedMeanwhile<CardPayoutPlan>({
    fields: (plan, f) => [
      { label: t('plans.name'), value: plan.name },
      { label: t('plans.monthlyAmount'), value: f.money(plan.monthlyAmount, cardCurrency) },
      { label: t('plans.loadDay'), value: String(plan.loadDay) },
      { label: t('plans.carryOver'), value: t(plan.carryOver ? 'plans.yes' : 'plans.no') },
      { label: t('plans.taxTreatment'), value: t(`plans.taxTreatments.${plan.taxTreatment}`) },
    ],
    reload: () => queryClient.invalidateQueries({ queryKey: cardProgrammeKeys.payoutPlans() }),
  });
}
