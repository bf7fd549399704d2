import {
  type BudgetMonthResult,
  budgetDisplay,
  budgetStatusOf,
  computeBudgetSeries,
  currentPeriod,
  firstDayOfPeriod,
  fromCents,
  lastDayOfPeriod,
  periodOfDate,
  toCents,
  type UserBudgetResponse,
  type UserMetadataResponse,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Actor } from '../../platform/request-context';
import { listPeriodsUntil, type PeriodRow } from '../periods/periods.service';
import {
  type BudgetSums,
  findUserBudgetRow,
  listCompanyBudgetRows,
  listDeductions,
  sumsByUserAndPeriod,
  type UserBudgetRow,
} from './budgets.repository';
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

export async function getUserExpenseSettings(db: Executor, companyId: string, userId: string): Promise<UserExpenseSettings> {
  const row = await findUserBudgetRow(db, companyId, userId);
  if (!row) throw new AppError('NOT_FOUND', 'user');
  return userExpenseSettings(row);
}

export async function getUserMetadata(db: Executor, actor: Actor, userId: string, month = currentPeriod()): Promise<UserMetadataResponse> {
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
 * monthly budget is today's setting for every month; budget history arrives with its admin screens.
 */
export async function getUserBudget(db: Executor, actor: Actor, userId: string, month = currentPeriod()): Promise<UserBudgetResponse> {
  const row = await loadUser(db, actor, userId);
  const [periodRows, sums] = await Promise.all([
    listPeriodsUntil(db, actor.companyId, month),
    sumsByUserAndPeriod(db, actor.companyId, month, userId),
  ]);
  const series = budgetSeriesOf(row, periodRows, sumsByUser(sums).get(userId) ?? noSums);
  const monthly = row.user.monthlyBudget ?? row.group?.budget ?? null;
  const billable = new Map(sums.billable.map((item) => [item.periodString, item]));
  const current = series.find((m) => m.period === month);
  const periodRow = periodRows.find((p) => p.periodString === month);
  const monthlyCents = monthly === null ? null : toCents(monthly);
  const result = current ?? {
    monthlyBudget: monthlyCents,
    overflow: 0,
    deductions: 0,
    correction: 0,
    available: 0,
    billable: 0,
    reimbursed: 0,
    exceeded: 0,
    remaining: 0,
  };
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
    monthlyBudget: monthly === null ? null : fromCents(toCents(monthly)),
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

/** One user's sums, by period. */
interface UserSums {
  billable: Map<string, string>;
  deductions: Map<string, string>;
  corrections: Map<string, string>;
}

/** Splits the sums by user once, so the company-wide case stays linear in the number of rows. */
function sumsByUser(sums: BudgetSums): Map<string, UserSums> {
  const result = new Map<string, UserSums>();
  const of = (userId: string) => {
    let own = result.get(userId);
    if (!own) result.set(userId, (own = { billable: new Map(), deductions: new Map(), corrections: new Map() }));
    return own;
  };
  for (const item of sums.billable) of(item.userId).billable.set(item.periodString, item.billable);
  for (const item of sums.deductions) of(item.userId).deductions.set(item.periodString, item.amount);
  for (const item of sums.corrections) of(item.userId).corrections.set(item.periodString, item.amount);
  return result;
}

const noSums: UserSums = { billable: new Map(), deductions: new Map(), corrections: new Map() };

/**
 * The user's budget series (DECISIONS "Budget arithmetic") from their first active month over the
 * company's periods, so overflow carries as the rules say. The monthly budget is today's setting
 * for every month; budget history arrives with its admin screens.
 */
function budgetSeriesOf(row: UserBudgetRow, periodRows: PeriodRow[], sums: UserSums): BudgetMonthResult[] {
  const firstMonth = periodOfDate(userExpenseSettings(row).firstActiveDay);
  const monthly = row.user.monthlyBudget ?? row.group?.budget ?? null;
  const months = periodRows
    .filter((p) => p.periodString >= firstMonth)
    .map((p) => ({
      period: p.periodString,
      monthlyBudget: monthly === null ? null : toCents(monthly),
      deductions: toCents(sums.deductions.get(p.periodString) ?? '0'),
      correction: toCents(sums.corrections.get(p.periodString) ?? '0'),
      billable: toCents(sums.billable.get(p.periodString) ?? '0'),
    }));
  const overflowStarts = row.user.budgetOverflowStarts ? periodOfDate(row.user.budgetOverflowStarts) : null;
  return computeBudgetSeries(months, { overflowInterval: row.group?.overflowInterval ?? [], overflowStarts });
}

/**
 * Does the user's budget run in the period? From their first active month on, unless a
 * deactivation switched the budget off before the period began. Billable expenses in the period
 * always count, so that nothing billed is left out of the sums.
 */
function budgetRunsIn(row: UserBudgetRow, period: string, hasBillable: boolean): boolean {
  if (hasBillable) return true;
  if (periodOfDate(userExpenseSettings(row).firstActiveDay) > period) return false;
  if (row.user.isBudgetActive) return true;
  return row.user.deactivationDate !== null && row.user.deactivationDate >= firstDayOfPeriod(period);
}

/**
 * Every company user's budget month in `period` whose budget runs in it, computed from five
 * queries whatever the number of users.
 */
export async function listCompanyBudgetMonths(
  db: Executor,
  companyId: string,
  period: string,
): Promise<{ userId: string; month: BudgetMonthResult }[]> {
  const [rows, periodRows, sums] = await Promise.all([
    listCompanyBudgetRows(db, companyId),
    listPeriodsUntil(db, companyId, period),
    sumsByUserAndPeriod(db, companyId, period),
  ]);
  const byUser = sumsByUser(sums);
  const result: { userId: string; month: BudgetMonthResult }[] = [];
  for (const row of rows) {
    const own = byUser.get(row.user.id) ?? noSums;
    const hasBillable = toCents(own.billable.get(period) ?? '0') > 0;
    if (!budgetRunsIn(row, period, hasBillable)) continue;
    const month = budgetSeriesOf(row, periodRows, own).find((m) => m.period === period);
    if (month) result.push({ userId: row.user.id, month });
  }
  return result;
}
