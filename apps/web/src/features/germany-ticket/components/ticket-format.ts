import { lastDayOf, periodOfTicketMonth, type TicketMonth } from '@mobilo/contract';
import type { SessionFormatters } from '../../../lib/format';

/** A ticket month by name: "December 2026", "Dezember 2026". */
export const monthName = (f: SessionFormatters, month: TicketMonth) => f.period(periodOfTicketMonth(month));

/** The last day a ticket ending with the month is valid. */
export const lastValidDay = (f: SessionFormatters, month: TicketMonth) => f.date(lastDayOf(month));

/** A cancelled ticket whose end lies before its start never ran. */
export const neverRan = (booking: { endMonth: string | null; startMonth: string }) =>
  booking.endMonth !== null && booking.endMonth < booking.startMonth;
