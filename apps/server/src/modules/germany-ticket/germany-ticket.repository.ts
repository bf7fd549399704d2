import { nextVersion, versionIs } from '../../db/row-version';
import { and, asc, desc, eq, ilike, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { BookingStatus } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { listAuditEvents } from '../../platform/audit-log';
import { germanyTicketBookings, germanyTicketExpenses, germanyTicketOffers } from '../../db/schema/germany-tickets';
import { companies } from '../../db/schema/companies';
import { users } from '../../db/schema/users';
import { containsPattern } from '../../db/search-pattern';

export type OfferRow = typeof germanyTicketOffers.$inferSelect;
export type OfferValues = Omit<typeof germanyTicketOffers.$inferInsert, 'companyId' | 'version'>;
export type BookingRow = typeof germanyTicketBookings.$inferSelect;
export type BookingInsert = Omit<typeof germanyTicketBookings.$inferInsert, 'id' | 'companyId'>;
export type BookingChange = Partial<Omit<BookingRow, 'id' | 'companyId' | 'userId'>>;

/** The booking with the person it belongs to, as the admin list and the order list show it. */
const bookingWithPerson = {
  booking: germanyTicketBookings,
  person: {
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    personalNumber: users.personalNumber,
  },
};
export interface PersonRow {
  firstName: string;
  lastName: string;
  email: string;
  personalNumber: string | null;
}
/** Bookings joined to the people they belong to, for a `where` of the caller's. */
const withPerson = (db: Executor) =>
  db.select(bookingWithPerson).from(germanyTicketBookings).innerJoin(users, eq(users.id, germanyTicketBookings.userId));

export interface BookingWithPerson {
  booking: BookingRow;
  person: PersonRow;
}

/** The company's offer, locked until the transaction ends when a save is to follow. */
export async function findOffer(db: Executor, companyId: string, lock = false): Promise<OfferRow | null> {
  const query = db.select().from(germanyTicketOffers).where(eq(germanyTicketOffers.companyId, companyId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Saves the company's offer and raises its version; with `readVersion` only if that is still the
 * version (a company without an offer has the default terms as version 1, its first save writes 2).
 * Answers whether it wrote.
 */
export async function upsertOffer(
  db: Executor,
  companyId: string,
  values: OfferValues,
  readVersion?: number,
): Promise<boolean> {
  const written = await db
    .insert(germanyTicketOffers)
    .values({ ...values, companyId, version: 2 })
    .onConflictDoUpdate({
      target: germanyTicketOffers.companyId,
      set: { ...values, ...nextVersion(germanyTicketOffers) },
      setWhere: versionIs(germanyTicketOffers, readVersion),
    })
    .returning({ companyId: germanyTicketOffers.companyId });
  return written.length > 0;
}

export async function insertBooking(db: Executor, companyId: string, values: BookingInsert): Promise<string> {
  const [row] = await db
    .insert(germanyTicketBookings)
    .values({ ...values, companyId })
    .returning({ id: germanyTicketBookings.id });
  return row!.id;
}

export async function findBooking(db: Executor, companyId: string, id: string): Promise<BookingWithPerson | null> {
  const [row] = await withPerson(db).where(
    and(eq(germanyTicketBookings.companyId, companyId), eq(germanyTicketBookings.id, id)),
  );
  return (row as BookingWithPerson | undefined) ?? null;
}

/** The booking, locked for a change of its status. */
export async function lockBooking(db: Executor, companyId: string, id: string): Promise<BookingRow | null> {
  const [row] = await db
    .select()
    .from(germanyTicketBookings)
    .where(and(eq(germanyTicketBookings.companyId, companyId), eq(germanyTicketBookings.id, id)))
    .for('update');
  return row ?? null;
}

/** Changes the booking and raises its version; with `readVersion` only if that is still its version. Answers whether it changed. */
export async function updateBooking(
  db: Executor,
  companyId: string,
  id: string,
  change: BookingChange,
  readVersion?: number,
): Promise<boolean> {
  const changed = await db
    .update(germanyTicketBookings)
    .set({ ...change, ...nextVersion(germanyTicketBookings) })
    .where(
      and(
        eq(germanyTicketBookings.companyId, companyId),
        eq(germanyTicketBookings.id, id),
        versionIs(germanyTicketBookings, readVersion),
      ),
    )
    .returning({ id: germanyTicketBookings.id });
  return changed.length > 0;
}

export async function listBookingsOfUser(db: Executor, companyId: string, userId: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(germanyTicketBookings)
    .where(and(eq(germanyTicketBookings.companyId, companyId), eq(germanyTicketBookings.userId, userId)))
    .orderBy(desc(germanyTicketBookings.requestedAt));
}

/** A ticket of the user still running in or after `month`, or a booking still open. */
export async function findBlockingBooking(db: Executor, companyId: string, userId: string, month: string) {
  const [row] = await db
    .select({ id: germanyTicketBookings.id, status: germanyTicketBookings.status })
    .from(germanyTicketBookings)
    .where(
      and(
        eq(germanyTicketBookings.companyId, companyId),
        eq(germanyTicketBookings.userId, userId),
        or(
          inArray(germanyTicketBookings.status, ['REQUESTED', 'ORDERED', 'ACTIVE']),
          and(eq(germanyTicketBookings.status, 'CANCELLED'), sql`${germanyTicketBookings.endMonth} >= ${month}`),
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

export interface BookingFilter {
  status?: BookingStatus;
  /** Running in this month: started by it and not ended before it. */
  month?: string;
  search?: string;
}

function runningIn(month: string) {
  return and(
    lte(germanyTicketBookings.startMonth, month),
    or(sql`${germanyTicketBookings.endMonth} is null`, sql`${germanyTicketBookings.endMonth} >= ${month}`),
  );
}

export async function listBookings(db: Executor, companyId: string, filter: BookingFilter) {
  const search = filter.search ? containsPattern(filter.search) : null;
  const rows = await withPerson(db)
    .where(
      and(
        eq(germanyTicketBookings.companyId, companyId),
        filter.status ? eq(germanyTicketBookings.status, filter.status) : undefined,
        filter.month ? runningIn(filter.month) : undefined,
        search
          ? or(
              ilike(users.firstName, search),
              ilike(users.lastName, search),
              ilike(users.email, search),
              ilike(users.personalNumber, search),
              sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${search}`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), desc(germanyTicketBookings.requestedAt));
  return rows as BookingWithPerson[];
}

export async function countBookingsByStatus(db: Executor, companyId: string) {
  return db
    .select({ status: germanyTicketBookings.status, count: sql<number>`count(*)::int` })
    .from(germanyTicketBookings)
    .where(eq(germanyTicketBookings.companyId, companyId))
    .groupBy(germanyTicketBookings.status);
}

/**
 * What goes on the month's order list: tickets approved or running in the month, those cancelled
 * to an end in or after it (the transport company needs the end month), and tickets ordered for
 * this month that were cancelled before it began (the transport company must not issue them).
 */
export async function listOrderBookings(db: Executor, companyId: string, month: string) {
  const rows = await withPerson(db)
    .where(
      and(
        eq(germanyTicketBookings.companyId, companyId),
        inArray(germanyTicketBookings.status, ['ORDERED', 'ACTIVE', 'CANCELLED']),
        or(
          runningIn(month),
          and(
            eq(germanyTicketBookings.status, 'CANCELLED'),
            eq(germanyTicketBookings.startMonth, month),
            sql`${germanyTicketBookings.decidedAt} is not null`,
          ),
        ),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
  return rows as BookingWithPerson[];
}

/** The company's bookings with these personal numbers, for matching a confirmation. */
export async function listBookingsByPersonalNumbers(db: Executor, companyId: string, personalNumbers: string[]) {
  if (personalNumbers.length === 0) return [];
  const rows = await withPerson(db).where(
    and(eq(germanyTicketBookings.companyId, companyId), inArray(sql`trim(${users.personalNumber})`, personalNumbers)),
  );
  return rows as BookingWithPerson[];
}

export async function findUsersByPersonalNumbers(db: Executor, companyId: string, personalNumbers: string[]) {
  if (personalNumbers.length === 0) return [];
  return db
    .select({ id: users.id, personalNumber: sql<string>`trim(${users.personalNumber})` })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(sql`trim(${users.personalNumber})`, personalNumbers)));
}

/** Confirmed tickets (they have run or run) that cover the month: what payroll books. */
export async function listConfirmedBookingsOfMonth(db: Executor, companyId: string, month: string) {
  return db
    .select()
    .from(germanyTicketBookings)
    .where(
      and(
        eq(germanyTicketBookings.companyId, companyId),
        isNotNull(germanyTicketBookings.activatedAt),
        inArray(germanyTicketBookings.status, ['ACTIVE', 'CANCELLED']),
        runningIn(month),
      ),
    );
}

/** Confirmed tickets that overlap the months [from, to], for the company data export. */
export async function listBookingsOverlapping(db: Executor, companyId: string, from: string, to: string) {
  return db
    .select()
    .from(germanyTicketBookings)
    .where(
      and(
        eq(germanyTicketBookings.companyId, companyId),
        lte(germanyTicketBookings.startMonth, to),
        or(sql`${germanyTicketBookings.endMonth} is null`, sql`${germanyTicketBookings.endMonth} >= ${from}`),
      ),
    )
    .orderBy(asc(germanyTicketBookings.startMonth), asc(germanyTicketBookings.id));
}

/**
 * The confirmed tickets of companies that pay them from the budget in euro (all companies, or
 * one), each with the months that already became expenses: read in two queries, not per ticket.
 */
export async function listBudgetBookingsWithMonths(db: Executor, companyId: string | undefined) {
  const bookings = await db
    .select({ booking: germanyTicketBookings })
    .from(germanyTicketBookings)
    .innerJoin(germanyTicketOffers, eq(germanyTicketOffers.companyId, germanyTicketBookings.companyId))
    .innerJoin(companies, eq(companies.id, germanyTicketBookings.companyId))
    .where(
      and(
        companyId === undefined ? undefined : eq(germanyTicketBookings.companyId, companyId),
        eq(germanyTicketOffers.paidFromBudget, true),
        // The ticket is sold in euro; a company paying in another currency books it by hand.
        eq(companies.currency, 'EUR'),
        isNotNull(germanyTicketBookings.activatedAt),
        inArray(germanyTicketBookings.status, ['ACTIVE', 'CANCELLED']),
      ),
    );
  if (bookings.length === 0) return [];
  const claimed = await db
    .select({ bookingId: germanyTicketExpenses.bookingId, month: germanyTicketExpenses.month })
    .from(germanyTicketExpenses)
    .where(
      inArray(
        germanyTicketExpenses.bookingId,
        bookings.map(({ booking }) => booking.id),
      ),
    );
  return bookings.map(({ booking }) => ({
    booking,
    months: new Set(claimed.filter((row) => row.bookingId === booking.id).map((row) => row.month)),
  }));
}

/** Claims the month for the booking; false when another run claimed it first. */
export async function claimExpenseMonth(db: Executor, companyId: string, bookingId: string, month: string) {
  const rows = await db
    .insert(germanyTicketExpenses)
    .values({ companyId, bookingId, month })
    .onConflictDoNothing()
    .returning({ month: germanyTicketExpenses.month });
  return rows.length === 1;
}

export async function setExpenseOfMonth(
  db: Executor,
  companyId: string,
  bookingId: string,
  month: string,
  expenseId: string,
) {
  await db
    .update(germanyTicketExpenses)
    .set({ expenseId })
    .where(
      and(
        eq(germanyTicketExpenses.companyId, companyId),
        eq(germanyTicketExpenses.bookingId, bookingId),
        eq(germanyTicketExpenses.month, month),
      ),
    );
}

export function listBookingEvents(db: Executor, companyId: string, bookingId: string) {
  return listAuditEvents(db, companyId, 'germany-ticket', bookingId);
}

/** What the module needs of a person: their name and whether they have a budget group. */
export async function findPerson(db: Executor, companyId: string, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      budgetGroupId: users.budgetGroupId,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row ?? null;
}

/** Names and personal numbers of the ticket holders, for their payroll lines. */
export async function listPeople(db: Executor, companyId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      personalNumber: users.personalNumber,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, [...userIds])));
}
