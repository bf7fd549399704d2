import {
  checkedPercentageOf,
  currentPeriod,
  type ListManagementPeriodsResponse,
  type ManagementUserMetadataResponse,
  type PeriodBudgetResponse,
  type PeriodExpensesResponse,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError } from '../../platform/app-error';
import type { Actor } from '../../platform/request-context';
import { getUserMetadata } from '../budgets/budgets.service';
import { listCompanyBudgetMonths } from '../budgets/period-budgets.service';
import { countPeriodExpenses, listPeriodReviewExpenses } from '../expenses/period-expenses.service';
import { computePeriodTax } from '../tax-export/tax-engine.service';
import { findPeriod, listPeriodsWithRows, type PeriodRow } from '../periods/periods.service';
import { presentPeriodBudget, presentPeriodExpenses } from './management.presenter';

/** The periods of the actor's company; another company's period string is simply not there. */
async function requirePeriod(db: Executor, actor: Actor, periodString: string): Promise<PeriodRow> {
  const row = await findPeriod(db, actor.companyId, periodString);
  if (!row) throw new AppError('NOT_FOUND', `period ${periodString}`);
  return row;
}

/** Periods up to this month, and later ones that already hold expenses, newest first. */
export async function listManagementPeriods(deps: ServiceDeps, actor: Actor): Promise<ListManagementPeriodsResponse> {
  const now = deps.clock();
  const [periods, counts] = await Promise.all([
    listPeriodsWithRows(deps.db, actor, now),
    countPeriodExpenses(deps.db, actor.companyId),
  ]);
  const thisMonth = currentPeriod(now);
  return periods
    .filter(({ row }) => row.periodString <= thisMonth || (counts.get(row.id)?.total ?? 0) > 0)
    .reverse()
    .map(({ row, period }) => {
      const count = counts.get(row.id);
      return { ...period, checkedPercentage: checkedPercentageOf(count?.checked ?? 0, count?.billable ?? 0) };
    });
}

export async function getPeriodExpenses(
  deps: ServiceDeps,
  actor: Actor,
  { period: periodString }: { period: string },
): Promise<PeriodExpensesResponse> {
  const period = await requirePeriod(deps.db, actor, periodString);
  const [expenses, tax] = await Promise.all([
    listPeriodReviewExpenses(deps.db, actor, period.id),
    computePeriodTax(deps.db, actor.companyId, period),
  ]);
  return presentPeriodExpenses(expenses, tax.warnings.length > 0);
}

export async function getPeriodBudget(
  deps: ServiceDeps,
  actor: Actor,
  { period: periodString }: { period: string },
): Promise<PeriodBudgetResponse> {
  await requirePeriod(deps.db, actor, periodString);
  const months = await listCompanyBudgetMonths(deps.db, actor.companyId, periodString);
  return presentPeriodBudget(periodString, months);
}

/** The bounds of the management edit form for one user's expense in the period. */
export async function getManagementUserMetadata(
  deps: ServiceDeps,
  actor: Actor,
  { period: periodString, userId }: { period: string; userId: string },
): Promise<ManagementUserMetadataResponse> {
  await requirePeriod(deps.db, actor, periodString);
  const metadata = await getUserMetadata(deps.db, actor, userId, periodString);
  return {
    companyMobilityTypes: metadata.companyMobilityTypes,
    privateMobilityTypes: metadata.privateMobilityTypes,
    allowedOrigins: metadata.allowedOrigins,
    minDate: metadata.minDate,
    maxDate: metadata.maxDate,
    minDateTimestamp: Date.parse(`${metadata.minDate}T00:00:00Z`),
  };
}
