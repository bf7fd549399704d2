import {
  firstDayOf,
  isPeriodOpenForEmployees,
  periodOfTicketMonth,
  splitTicketMonth,
  fromCents,
  ticketMonthsBetween,
} from '@mobilo/contract';
import type { ServiceDeps } from '../../platform/app-context';
import { recordAuditEvent } from '../../platform/audit-log';
import { insertBookedExpense } from '../expenses/expenses.service';
import { findPeriodForExpenseChange } from '../periods/periods.service';
import { germanMonth } from './germany-ticket.policy';
import {
  type BookingRow,
  claimExpenseMonth,
  listBudgetBookingsWithMonths,
  setExpenseOfMonth,
} from './germany-ticket.repository';

/** Paid from the budget, the employer pays the whole ticket: it always gets the job-ticket discount. */
const wholeTicket = { kind: 'PERCENT', percent: 100 } as const;

/**
 * A company that pays the ticket from the mobility budget: every month a confirmed ticket runs
 * (up to this one) becomes a checked GERMANY_TICKET expense of its holder, without a receipt, once.
 * A month whose period is missing or no longer open for employees is left out: it is too late to
 * bill it there. Runs after a confirmation and daily (`germany-ticket-months`).
 */
export async function createBudgetTicketExpenses(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  { companyId }: { companyId?: string } = {},
) {
  const thisMonth = germanMonth(deps.clock());
  let created = 0;
  for (const { booking, months } of await listBudgetBookingsWithMonths(deps.db, companyId)) {
    created += await createExpensesOfBooking(deps, booking, months, thisMonth);
  }
  return created;
}

async function createExpensesOfBooking(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  booking: BookingRow,
  done: ReadonlySet<string>,
  thisMonth: string,
) {
  let created = 0;
  for (const month of ticketMonthsBetween(booking, booking.startMonth, thisMonth)) {
    if (done.has(month)) continue;
    const made = await deps.db.transaction(async (tx) => {
      const period = await findPeriodForExpenseChange(tx, booking.companyId, {
        periodString: periodOfTicketMonth(month),
      });
      if (!period || !isPeriodOpenForEmployees(period)) return false;
      if (!(await claimExpenseMonth(tx, booking.companyId, booking.id, month))) return false;
      const now = deps.clock();
      const cost = fromCents(splitTicketMonth(month, wholeTicket).ticketPrice);
      const expenseId = await insertBookedExpense(tx, booking.companyId, {
        userId: booking.userId,
        periodId: period.id,
        date: firstDayOf(month),
        status: 'SUBMITTED',
        type: 'GERMANY_TICKET',
        tripToWork: true,
        origin: 'HOME',
        originalCost: cost,
        cost,
        originalCurrency: 'EUR',
        targetCurrency: 'EUR',
        description: `Deutschlandticket ${month}${booking.ticketNumber ? ` (${booking.ticketNumber})` : ''}`,
        isChecked: true,
        checkedAt: now,
        createdAt: now,
        modifiedAt: now,
        submittedAt: now,
      });
      await setExpenseOfMonth(tx, booking.companyId, booking.id, month, expenseId);
      await recordAuditEvent(tx, booking.companyId, {
        actorId: null,
        action: 'expense.create',
        subjectType: 'expense',
        subjectId: expenseId,
        data: { source: 'GERMANY_TICKET', bookingId: booking.id, month, cost },
      });
      return true;
    });
    if (made) created += 1;
  }
  return created;
}
