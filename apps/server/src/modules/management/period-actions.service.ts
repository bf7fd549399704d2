import { type Period, type PeriodAction, periodTransitionError } from '@mobilo/contract';
import { AppError } from '../../platform/app-error';
import type { ServiceDeps } from '../../platform/app-context';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { invoicePeriodExpenses, uninvoicePeriodExpenses } from '../expenses/period-expenses.service';
import { lockPeriod, setPeriodState } from '../periods/periods.service';
import { freezeInvoicedPeriod, unfreezePeriod } from '../tax-export/payroll-freeze.service';

/**
 * Close, reopen, invoice or uninvoice a period (spec §4, DECISIONS "Billing periods"). The period
 * row stays locked until the commit, so two changes of one period run one after the other and
 * the second is judged on the first one's result: of two invoices at once exactly one succeeds.
 */
export async function changePeriodState(
  deps: ServiceDeps,
  actor: Actor,
  { period: periodString, action }: { period: string; action: PeriodAction },
): Promise<Period> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const { row, period, presentation } = await lockPeriod(tx, actor, periodString, now);
    const refusal = periodTransitionError(action, period);
    if (refusal) throw new AppError(refusal, periodString);

    let changedExpenses: string[] = [];
    let values;
    switch (action) {
      case 'close':
        values = { isClosed: true, closedAt: now };
        break;
      case 'reopen':
        values = { isClosed: false, closedAt: null };
        break;
      case 'invoice':
        changedExpenses = await invoicePeriodExpenses(tx, actor, row, now);
        // The paid month's result is stored now; exports and budgets read it from here on.
        await freezeInvoicedPeriod(tx, actor.companyId, row);
        values = { isInvoiced: true, invoicedAt: now };
        break;
      case 'uninvoice':
        changedExpenses = await uninvoicePeriodExpenses(tx, actor, row, now);
        await unfreezePeriod(tx, actor.companyId, row.id);
        // A payroll export of the invoice no longer describes the period.
        values = { isInvoiced: false, invoicedAt: null, taxStatus: 'NONE' as const };
        break;
    }
    const updated = await setPeriodState(tx, actor.companyId, row.id, values, presentation);
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: `period.${action}`,
      subjectType: 'period',
      subjectId: row.id,
      data: { period: periodString, expenseCount: changedExpenses.length },
    });
    return updated;
  });
}
