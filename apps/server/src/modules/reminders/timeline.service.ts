import {
  currentPeriod,
  dayOfInstant,
  type ExpenseTimeline,
  expenseTimeline,
  type MonthRefund,
  type PeriodString,
} from '@mobilo/contract';
import type { ServiceDeps } from '../../platform/app-context';
import { notFound } from '../../platform/app-error';
import type { Actor } from '../../platform/request-context';
import { listDownloads } from '../downloads/downloads.service';
import { getExpense } from '../expenses/expenses.service';
import { findPeriod } from '../periods/periods.service';
import { readCompanyReminderSettings } from './reminder-settings.service';

/** The period's state and latest finished payroll export, as the timeline needs them. */
async function periodFacts(deps: ServiceDeps, actor: Actor, period: PeriodString) {
  const row = await findPeriod(deps.db, actor.companyId, period);
  if (!row) throw notFound('period');
  const [settings, downloads] = await Promise.all([
    readCompanyReminderSettings(deps.db, actor.companyId),
    listDownloads(deps, actor, { periodId: row.id }),
  ]);
  const last = downloads.find((download) => download.status === 'DONE' && download.finishedAt !== null);
  return {
    settings,
    periodState: {
      isClosed: row.isClosed,
      closedAt: row.closedAt?.toISOString() ?? null,
      isInvoiced: row.isInvoiced,
      invoicedAt: row.invoicedAt?.toISOString() ?? null,
    },
    payrollExport: last
      ? { payrollMonth: last.payrollMonth, writtenAt: last.finishedAt!, importedAt: last.importedAt }
      : null,
  };
}

/** GET /v2/expenses/:id/timeline: for whoever may see the expense (its owner, the reviewers). */
export async function getExpenseTimeline(
  deps: ServiceDeps,
  actor: Actor,
  { id }: { id: string },
): Promise<ExpenseTimeline> {
  const expense = await getExpense(deps, actor, { id });
  const facts = await periodFacts(deps, actor, expense.periodString);
  return expenseTimeline({
    ...facts,
    today: dayOfInstant(deps.clock()),
    period: expense.periodString,
    status: expense.status,
    submittedAt: expense.submitDate,
    isChecked: expense.isChecked,
    checkedAt: expense.checkedTimestamp,
  });
}

/** GET /api/v3/periods/:period/refund: the payroll month a month's submitted expenses are refunded in. */
export async function getMonthRefund(
  deps: ServiceDeps,
  actor: Actor,
  { period }: { period: PeriodString },
): Promise<MonthRefund> {
  const facts = await periodFacts(deps, actor, period);
  const now = deps.clock();
  const timeline = expenseTimeline({
    ...facts,
    today: dayOfInstant(now),
    period,
    status: facts.periodState.isInvoiced ? 'INVOICED' : 'SUBMITTED',
    submittedAt: period <= currentPeriod(now) ? now.toISOString() : null,
    isChecked: false,
    checkedAt: null,
  });
  return { period, payrollMonth: timeline.payrollMonth, payrollMonthFixed: timeline.payrollMonthFixed };
}
