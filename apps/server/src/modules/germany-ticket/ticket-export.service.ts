import {
  firstDayOf,
  fromCents,
  lastDayOf,
  monthOfDate,
  type OffboardingQuery,
  splitTicketMonth,
  ticketMonthsBetween,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { defaultOffer, subsidyOf } from './germany-ticket.policy';
import { findOffer, listBookingsOverlapping } from './germany-ticket.repository';

/**
 * The company data export's Germany tickets (spec 001 §3 "Offboarding data"): every booking whose
 * months meet the range, with the confirmed months in it and the split of each (the offer's
 * current terms; what payroll booked is in the invoiced months' payroll lines).
 */
export async function listGermanyTicketsBetween(db: Executor, companyId: string, { from, to }: OffboardingQuery) {
  const [offerRow, bookings] = await Promise.all([
    findOffer(db, companyId),
    listBookingsOverlapping(db, companyId, monthOfDate(from), monthOfDate(to)),
  ]);
  const subsidy = subsidyOf(offerRow ?? defaultOffer);
  return bookings.map((booking) => ({
    id: booking.id,
    userId: booking.userId,
    validFrom: firstDayOf(booking.startMonth),
    validTo: booking.endMonth === null ? null : lastDayOf(booking.endMonth),
    status: booking.status,
    ticketNumber: booking.ticketNumber,
    months:
      booking.activatedAt === null
        ? []
        : ticketMonthsBetween(booking, monthOfDate(from), monthOfDate(to)).map((month) => {
            const split = splitTicketMonth(month, subsidy);
            return {
              month,
              ticketPrice: fromCents(split.ticketPrice),
              subsidy: fromCents(split.subsidy),
              share: fromCents(split.share),
            };
          }),
  }));
}
