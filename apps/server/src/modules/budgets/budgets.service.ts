import {
  budgetDisplay,
  budgetStatusOf,
  currentPeriod,
  firstDayOfPeriod,
  fromCents,
  lastDayOfPeriod,
  toCents,
  type UserBudgetResponse,
  type UserMetadataResponse,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { ServiceDeps } from '../../platform/app-context';
import type { Actor } from '../../platform/request-context';
import { frozenBudgetMonthsByUser } from '../payroll-results/payroll-results.service';
import { listPeriodsUntil } from '../periods/periods.service';
import { budgetSums } from './budget-sums.repository';
import { findUserBudgetRow, listDeductions, type UserBudgetRow } from './budgets.repository';
import { emptyBudgetMonth, userBudgetSeries } from './budget-series';
import { userExpenseSettings, type UserExpenseSettings } from './user-settings';

export type { UserExpenseSettings };

/** Own data, or anyone's of the company for those who may see every expense; else not found. */
function mayView(actor: Actor, userId: string): boolean {
  return actor.userId === userId || actor.rights.includes('CAN_GET_ALL_EXPENSES');
}

async function loadUser(db: Executor, actor: Actor, userId: string): Promise<UserBudgetRow> {
  const row = mayView(actor, userId) ? await findUserBudgetRow(db, actor.companyId, userId) : null;
  if (!row) throw new AppError('NOT_FOUND', 'user');
  return row;
}

export async function getUserExpenseSettings(
  db: Executor,
  companyId: string,
  userId: string,
): Promise<UserExpenseSettings> {
  const row = await findUserBudgetRow(db, companyId, userId);
  if (!row) throw new AppError('NOT_FOUND', 'user');
  return userExpenseSettings(row);
}

export async function getUserMetadata(
  db: Executor,
  actor: Actor,
  userId: string,
  month: string,
): Promise<UserMetadataResponse> {
  const settings = userExpenseSettings(await loadUser(db, actor, userId));
  const first = firstDayOfPeriod(month);
  const minDate = settings.firstActiveDay > first ? settings.firstActiveDay : first;
  return {
    id: userId,
    period: month,
    isLight: settings.userType === 'LIGHT',
    companyMobilityTypes: settings.companyMobilityTypes,
    privateMobilityTypes: settings.privateMobilityTypes,
    allowedOrigins: settings.allowedOrigins,
    allowedExpenseOrigins: settings.allowedOrigins,
    minActivenessDate: settings.firstActiveDay,
    minDate,
    maxDate: lastDayOfPeriod(month),
    minDateTimestamp: Date.parse(`${settings.firstActiveDay}T00:00:00Z`),
    companyCurrency: settings.companyCurrency,
    budgetGroup: settings.budgetGroup,
  };
}

/**
 * The user's budget in a month (DECISIONS "Budget arithmetic"): the series runs from the user's
 * first active month over the company's periods, so overflow carries as the rules say. The
 * monthly budget is today's setting for every month not invoiced; an invoiced month shows its
 * figures frozen at invoice (ADR 15).
 */
export async function getUserBudget(
  { db, clock }: ServiceDeps,
  actor: Actor,
  { id: userId, month = currentPeriod(clock()) }: { id: string; month?: string | undefined },
): Promise<UserBudgetResponse> {
  const row = await loadUser(db, actor, userId);
  const [periodRows, sums, frozen] = await Promise.all([
    listPeriodsUntil(db, actor.companyId, month),
    budgetSums(db, actor.companyId, { userIds: [userId], until: month }),
    frozenBudgetMonthsByUser(db, actor.companyId, [userId], month),
  ]);
  const monthly = row.user.monthlyBudget ?? row.group?.budget ?? null;
  const billable = new Map(sums.billable.map((item) => [item.periodString, item]));
  const series = userBudgetSeries(
    row.user,
    row.group,
    periodRows.map((p) => p.periodString),
    sums,
    frozen.get(userId),
  );
  const current = series.find((m) => m.period === month);
  const periodRow = periodRows.find((p) => p.periodString === month);
  const result = current ?? emptyBudgetMonth(month, monthly);
  const display = budgetDisplay({
    monthlyBudget: result.monthlyBudget,
    overflowBudget: result.overflow,
    deductions: result.deductions,
    correction: result.correction,
    companyMobilityBudget: row.user.companyMobilityBudget === null ? null : toCents(row.user.companyMobilityBudget),
    detachCompanyMobilityBudget: row.user.detachCompanyMobilityBudget,
  });
  const counts = billable.get(month);
  return {
    userId,
    period: month,
    hasBudget: (result.monthlyBudget ?? 0) > 0,
    hasMonthlyBudget: row.user.monthlyBudget !== null,
    // The month's own figure: frozen at invoice, so that the card adds up after a move between groups.
    monthlyBudget: result.monthlyBudget === null ? null : fromCents(result.monthlyBudget),
    overflow: fromCents(result.overflow),
    overflowInterval: row.group?.overflowInterval ?? [],
    budgetDeductions: (await listDeductions(db, actor.companyId, userId, periodRow ? [periodRow.id] : [])).map((d) => ({
      label: d.label,
      amount: fromCents(toCents(d.amount)),
    })),
    deductions: fromCents(result.deductions),
    correctionAmount: fromCents(result.correction),
    available: fromCents(result.available),
    totalBudget: display.totalBudget === null ? null : fromCents(display.totalBudget),
    budgetUsage: fromCents(result.billable),
    reimbursed: fromCents(result.reimbursed),
    exceededBudget: fromCents(result.exceeded),
    budgetRemaining: fromCents(result.remaining),
    isBudgetExceeded: result.exceeded > 0,
    budgetStatus: budgetStatusOf(result.monthlyBudget, result.remaining),
    companyMobilityBudget: fromCents(display.companyMobilityBudget),
    detachCompanyMobilityBudget: row.user.detachCompanyMobilityBudget,
    expenseCount: counts?.count ?? 0,
    submittedCount: counts?.submitted ?? 0,
  };
}

/** The first day a user may bill, for modules that list many users at once. */
export { firstActiveDayOf } from './user-settings';
