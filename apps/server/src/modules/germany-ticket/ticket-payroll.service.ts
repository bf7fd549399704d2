import { type Cents, splitTicketMonth, ticketMonthOfPeriod, type PeriodString } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { subsidyOf } from './germany-ticket.policy';
import { findOffer, listConfirmedBookingsOfMonth, listPeople } from './germany-ticket.repository';

/** The Germany ticket's categories in payroll: the subsidy tax-free or flat-taxed, the share deducted from net pay. */
export type TicketLineCategory = 'TAX_FREE' | 'FLAT_25' | 'NET_DEDUCTION';

/** One payroll line of a job ticket month (docs/adr/0020): a ticket holder's subsidy or own share. */
export interface TicketPayrollLine {
  userId: string;
  firstName: string;
  lastName: string;
  personalNumber: string | null;
  category: TicketLineCategory;
  wageTypeNumber: number | null;
  bsNr: 2 | 3;
  amount: Cents;
}

/** The employer's subsidy is paid on top of the wage (bs_nr 2); the employee's share is a net amount (3). */
const SUBSIDY_BS_NR = 2;
const SHARE_BS_NR = 3;

/**
 * What payroll books for the month's confirmed job tickets (docs/adr/0020): per ticket holder the
 * subsidy, tax-free under §3 Nr. 15 EStG or flat-taxed at 25 %, and the employee's share as a
 * net deduction. A company paying the ticket from the mobility budget has no lines here: its
 * ticket months are expenses of the budget.
 */
export async function ticketPayrollLines(
  db: Executor,
  companyId: string,
  period: PeriodString,
): Promise<TicketPayrollLine[]> {
  const offer = await findOffer(db, companyId);
  if (!offer || offer.paidFromBudget) return [];
  const month = ticketMonthOfPeriod(period);
  const bookings = await listConfirmedBookingsOfMonth(db, companyId, month);
  if (bookings.length === 0) return [];
  const people = new Map(
    (await listPeople(db, companyId, [...new Set(bookings.map((b) => b.userId))])).map((u) => [u.id, u]),
  );
  const split = splitTicketMonth(month, subsidyOf(offer));
  return bookings.flatMap((booking) => {
    const person = people.get(booking.userId);
    if (!person) return [];
    const who = {
      userId: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      personalNumber: person.personalNumber?.trim() || null,
    };
    const lines: TicketPayrollLine[] = [
      {
        ...who,
        category: offer.taxTreatment,
        wageTypeNumber: offer.subsidyWageTypeNumber,
        bsNr: SUBSIDY_BS_NR,
        amount: split.subsidy,
      },
      {
        ...who,
        category: 'NET_DEDUCTION',
        wageTypeNumber: offer.shareWageTypeNumber,
        bsNr: SHARE_BS_NR,
        amount: split.share,
      },
    ];
    return lines.filter((line) => line.amount > 0);
  });
}

/** How the company's job tickets reach payroll, for the tax-modules screen; null without an offer saved. */
export async function ticketPayrollSettings(db: Executor, companyId: string) {
  const offer = await findOffer(db, companyId);
  if (!offer) return null;
  return {
    isActive: offer.isActive && !offer.paidFromBudget,
    taxTreatment: offer.taxTreatment as 'TAX_FREE' | 'FLAT_25',
    subsidyWageTypeNumber: offer.subsidyWageTypeNumber,
    shareWageTypeNumber: offer.shareWageTypeNumber,
  };
}
