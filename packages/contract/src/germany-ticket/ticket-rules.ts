import { type Cents, fromCents, toCents } from '../money/money';
import { addMonths, lastDayOfPeriod, type PeriodString } from '../vocabulary/period-string';
import prices from './germany-ticket-prices.json' with { type: 'json' };

/** A calendar month, YYYY-MM: tickets are sold, billed and cancelled by month. */
export type TicketMonth = string;

/**
 * The Deutschlandticket's monthly price: a dated table (data, not code), newest last; `from` is
 * the first month a price applies, the first entry applies to every earlier month too.
 */
export const germanyTicketPriceTable: readonly { from: TicketMonth; price: string }[] = prices;

export function germanyTicketPriceOf(month: TicketMonth): string {
  let price = germanyTicketPriceTable[0]!.price;
  for (const entry of germanyTicketPriceTable) if (month >= entry.from) price = entry.price;
  return price;
}

/** As a job ticket the transport company grants 5 % off when the employer pays at least 25 % of the price. */
export const JOB_TICKET_DISCOUNT_PERCENT = 5;
export const JOB_TICKET_MIN_SUBSIDY_PERCENT = 25;
/** A cancellation made by this day of a month ends the ticket with that month. */
export const CANCELLATION_DEADLINE_DAY = 10;

export type TicketSubsidy = { kind: 'AMOUNT'; amount: string } | { kind: 'PERCENT'; percent: number };

/** What one ticket month costs and who pays what, in cents. */
export interface TicketMonthSplit {
  month: TicketMonth;
  /** The regular price of the month. */
  listPrice: Cents;
  /** The employer pays enough for the job-ticket discount. */
  discounted: boolean;
  /** What the transport company charges: the list price, less the discount when it applies. */
  ticketPrice: Cents;
  /** The employer's part, never above the ticket price. */
  subsidy: Cents;
  /** The employee's own part: a net deduction in payroll. */
  share: Cents;
}

/** A share of cents, rounded half up once (amounts are never negative here). */
function percentOf(cents: Cents, percent: number): Cents {
  return Math.floor((cents * percent * 100 + 5000) / 10000);
}

/**
 * The month's split: the subsidy is an amount or a percentage of the list price; at 25 % or more
 * of the list price the ticket gets 5 % off, and the employee pays what the subsidy leaves.
 */
export function splitTicketMonth(month: TicketMonth, subsidy: TicketSubsidy): TicketMonthSplit {
  const listPrice = toCents(germanyTicketPriceOf(month));
  const offered = subsidy.kind === 'AMOUNT' ? toCents(subsidy.amount) : percentOf(listPrice, subsidy.percent);
  const discounted = offered * 100 >= listPrice * JOB_TICKET_MIN_SUBSIDY_PERCENT;
  const ticketPrice = discounted ? listPrice - percentOf(listPrice, JOB_TICKET_DISCOUNT_PERCENT) : listPrice;
  const paid = Math.min(offered, ticketPrice);
  return { month, listPrice, discounted, ticketPrice, subsidy: paid, share: ticketPrice - paid };
}

/** Whether a subsidy loses the discount (the offer form warns) in the given month. */
export function losesJobTicketDiscount(month: TicketMonth, subsidy: TicketSubsidy): boolean {
  return !splitTicketMonth(month, subsidy).discounted;
}

export function monthOfDate(isoDate: string): TicketMonth {
  return isoDate.slice(0, 7);
}

const toPeriod = (month: TicketMonth): PeriodString => month.replace('-', '');
const fromPeriod = (period: PeriodString): TicketMonth => `${period.slice(0, 4)}-${period.slice(4, 6)}`;

export function addTicketMonths(month: TicketMonth, count: number): TicketMonth {
  return fromPeriod(addMonths(toPeriod(month), count));
}

export function firstDayOf(month: TicketMonth): string {
  return `${month}-01`;
}

export function lastDayOf(month: TicketMonth): string {
  return lastDayOfPeriod(toPeriod(month));
}

/** The ticket month of a billing period (YYYYMM). */
export const ticketMonthOfPeriod = fromPeriod;
/** The billing period (YYYYMM) of a ticket month. */
export const periodOfTicketMonth = toPeriod;

/**
 * The first month a request made today can start: the transport company needs the order by the
 * offer's deadline day of the month before, so after that day the month after next is the first.
 */
export function earliestStartMonth(today: string, orderDeadlineDay: number): TicketMonth {
  const day = Number(today.slice(8, 10));
  return addTicketMonths(monthOfDate(today), day <= orderDeadlineDay ? 1 : 2);
}

/**
 * The last month of a ticket cancelled today: made by the 10th, the cancellation ends the ticket
 * with this month, later with the next. A ticket that has not started ends before its start.
 */
export function cancellationEndMonth(today: string, startMonth: TicketMonth): TicketMonth {
  const day = Number(today.slice(8, 10));
  const end = addTicketMonths(monthOfDate(today), day <= CANCELLATION_DEADLINE_DAY ? 0 : 1);
  return end < startMonth ? addTicketMonths(startMonth, -1) : end;
}

/**
 * The next cancellation deadline that has not passed: the 10th of this month until it is over,
 * then the 10th of the next. A cancellation by it ends the ticket with the deadline's month, the
 * month `cancellationEndMonth` names for today.
 */
export function cancellationDeadline(today: string): string {
  const day = Number(today.slice(8, 10));
  const month = addTicketMonths(monthOfDate(today), day <= CANCELLATION_DEADLINE_DAY ? 0 : 1);
  return `${month}-${String(CANCELLATION_DEADLINE_DAY).padStart(2, '0')}`;
}

/**
 * How a cancelled booking ended: a request withdrawn before anyone ordered it; a ticket ordered
 * (approved) and cancelled before its first month, which the transport company must still hear
 * of; or a ticket that runs until its end month.
 */
export type TicketCancellation = 'WITHDRAWN' | 'CANCELLED_BEFORE_START' | 'ENDS';

export function cancellationOf(booking: {
  startMonth: TicketMonth;
  endMonth: TicketMonth | null;
  /** When an admin approved (ordered) or declined it; null for a request nobody decided on. */
  decidedAt: unknown;
}): TicketCancellation {
  if (booking.endMonth === null || booking.endMonth >= booking.startMonth) return 'ENDS';
  return booking.decidedAt === null ? 'WITHDRAWN' : 'CANCELLED_BEFORE_START';
}

/** The months a ticket runs within [from, to] (inclusive; an open end runs on). */
export function ticketMonthsBetween(
  range: { startMonth: TicketMonth; endMonth: TicketMonth | null },
  from: TicketMonth,
  to: TicketMonth,
): TicketMonth[] {
  const months: TicketMonth[] = [];
  const first = range.startMonth > from ? range.startMonth : from;
  const last = range.endMonth !== null && range.endMonth < to ? range.endMonth : to;
  for (let month = first; month <= last; month = addTicketMonths(month, 1)) months.push(month);
  return months;
}

export const splitToMoney = (split: TicketMonthSplit) => ({
  month: split.month,
  listPrice: fromCents(split.listPrice),
  discounted: split.discounted,
  ticketPrice: fromCents(split.ticketPrice),
  subsidy: fromCents(split.subsidy),
  share: fromCents(split.share),
});
