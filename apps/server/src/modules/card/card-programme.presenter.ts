import type { CardAllowedList, CardPayoutPlan } from '@mobilo/contract';
import type { AllowedListRow, PayoutPlanRow } from './card-programme.repository';

export function presentAllowedList(row: AllowedListRow): CardAllowedList {
  return {
    id: row.id,
    name: row.name,
    merchantCategoryCodes: row.merchantCategoryCodes,
    merchantNames: row.merchantNames,
    planCount: row.planCount,
    isDeletable: row.planCount === 0,
    version: row.version,
  };
}

export function presentPayoutPlan(row: PayoutPlanRow): CardPayoutPlan {
  return {
    id: row.id,
    name: row.name,
    monthlyAmount: row.monthlyAmount,
    loadDay: row.loadDay,
    carryOver: row.carryOver,
    taxTreatment: row.taxTreatment,
    allowedListId: row.allowedListId,
    userIds: row.userIds,
    users: row.users.map(({ id, firstName, lastName, email }) => ({ id, firstName, lastName, email })),
    budgetGroupIds: row.budgetGroupIds,
    isDeletable: !row.hasLoads,
    version: row.version,
  };
}
