import { sql } from 'drizzle-orm';
import type { BookingStatus, GermanyTicketOffer } from '@mobilo/contract';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { versionColumn } from '../row-version';
import { companies } from './companies';
import { expenses } from './expenses';
import { users } from './users';

/** What a company offers its employees as a job ticket (docs/adr/0020); one row per company. */
export const germanyTicketOffers = pgTable(
  'germany_ticket_offers',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(false),
    subsidyKind: text('subsidy_kind').$type<GermanyTicketOffer['subsidyKind']>().notNull().default('PERCENT'),
    subsidyAmount: numeric('subsidy_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    subsidyPercent: integer('subsidy_percent').notNull().default(25),
    taxTreatment: text('tax_treatment').$type<GermanyTicketOffer['taxTreatment']>().notNull().default('TAX_FREE'),
    paidFromBudget: boolean('paid_from_budget').notNull().default(false),
    eligibility: text('eligibility').$type<GermanyTicketOffer['eligibility']>().notNull().default('EVERYONE'),
    orderDeadlineDay: integer('order_deadline_day').notNull().default(15),
    requiresDateOfBirth: boolean('requires_date_of_birth').notNull().default(false),
    subsidyWageTypeNumber: integer('subsidy_wage_type_number'),
    shareWageTypeNumber: integer('share_wage_type_number'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
    version: versionColumn(),
  },
  (t) => [
    check('germany_ticket_offers_subsidy_kind_check', sql`${t.subsidyKind} in ('AMOUNT', 'PERCENT')`),
    check('germany_ticket_offers_tax_treatment_check', sql`${t.taxTreatment} in ('TAX_FREE', 'FLAT_25')`),
    check('germany_ticket_offers_eligibility_check', sql`${t.eligibility} in ('EVERYONE', 'WITHOUT_BUDGET_GROUP')`),
    check('germany_ticket_offers_percent_check', sql`${t.subsidyPercent} between 0 and 100`),
    check('germany_ticket_offers_amount_check', sql`${t.subsidyAmount} >= 0`),
    check('germany_ticket_offers_deadline_check', sql`${t.orderDeadlineDay} between 1 and 28`),
  ],
);

/**
 * One employee's job ticket from its request to its end. Months are YYYY-MM; `end_month` is the
 * last month of a cancelled ticket (before `start_month` when it never ran). An employee has at
 * most one open booking (requested, ordered or active).
 */
export const germanyTicketBookings = pgTable(
  'germany_ticket_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<BookingStatus>().notNull(),
    startMonth: text('start_month').notNull(),
    endMonth: text('end_month'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ticketNumber: text('ticket_number'),
    ticketFileKey: text('ticket_file_key'),
    ticketFileName: text('ticket_file_name'),
    ticketFileMimeType: text('ticket_file_mime_type'),
    ticketFileSize: bigint('ticket_file_size', { mode: 'number' }),
    version: versionColumn(),
  },
  (t) => [
    uniqueIndex('germany_ticket_bookings_one_open_per_user')
      .on(t.userId)
      .where(sql`${t.status} in ('REQUESTED', 'ORDERED', 'ACTIVE')`),
    index('germany_ticket_bookings_company_idx').on(t.companyId, t.status),
    check(
      'germany_ticket_bookings_status_check',
      sql`${t.status} in ('REQUESTED', 'ORDERED', 'ACTIVE', 'CANCELLED', 'DECLINED')`,
    ),
    check('germany_ticket_bookings_start_month_check', sql`${t.startMonth} ~ '^[0-9]{4}-[0-9]{2}$'`),
  ],
);

/** A ticket month paid from the mobility budget: the checked expense it became (once per month). */
export const germanyTicketExpenses = pgTable(
  'germany_ticket_expenses',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => germanyTicketBookings.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    expenseId: uuid('expense_id').references(() => expenses.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('germany_ticket_expenses_booking_month_unique').on(t.bookingId, t.month)],
);
