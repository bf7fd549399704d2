import { sql } from 'drizzle-orm';
import type { ExpenseOrigin, ExpenseStatus, MobilityType } from '@mobilo/contract';
import { bigint, boolean, check, date, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { versionColumn } from '../row-version';
import { companies } from './companies';
import { periods } from './periods';
import { rejectReasons } from './reject-reasons';
import { users } from './users';

export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodId: uuid('period_id')
      .notNull()
      .references(() => periods.id),
    name: text('name'),
    /** Billing date; its month is the period. */
    date: date('date', { mode: 'string' }).notNull(),
    /** Typed by the contract; the check constraint below keeps the database to the same list. */
    status: text('status').$type<ExpenseStatus>().notNull().default('INCOMPLETE'),
    /** True: the commute (home – first place of work, §9 EStG); false: private; null: not chosen yet (a draft). */
    tripToWork: boolean('trip_to_work'),
    type: text('type').$type<MobilityType>(),
    origin: text('origin').$type<ExpenseOrigin>().notNull().default('HOME'),
    /** In the company currency; null while no exchange rate is known. */
    cost: numeric('cost', { precision: 12, scale: 2 }),
    originalCost: numeric('original_cost', { precision: 12, scale: 2 }),
    originalCurrency: text('original_currency').notNull(),
    targetCurrency: text('target_currency').notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 6 }),
    exchangeRateDate: date('exchange_rate_date', { mode: 'string' }),
    description: text('description'),
    markerNote: text('marker_note'),
    rejectComment: text('reject_comment'),
    rejectReasonId: uuid('reject_reason_id').references(() => rejectReasons.id),
    isChecked: boolean('is_checked').notNull().default(false),
    checkerId: uuid('checker_id').references(() => users.id, { onDelete: 'set null' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    isMarked: boolean('is_marked').notNull().default(false),
    isTaxFree: boolean('is_tax_free').notNull().default(false),
    hasTaxInfo: boolean('has_tax_info').notNull().default(false),
    /** Declared without a receipt (Eigenbeleg, docs/adr/0026); its receipt is the generated declaration. */
    receiptLess: boolean('receipt_less').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedBy: uuid('modified_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    version: versionColumn(),
  },
  (t) => [
    // A month's expenses, and one user's of a month (the review read model's recount, ADR 29).
    index('expenses_company_period_user_idx').on(t.companyId, t.periodId, t.userId),
    index('expenses_user_idx').on(t.companyId, t.userId, t.date),
    check('expenses_status_check', sql`${t.status} in ('INCOMPLETE', 'READY', 'SUBMITTED', 'REJECTED', 'INVOICED')`),
    check('expenses_origin_check', sql`${t.origin} in ('HOME', 'ABROAD')`),
    check('expenses_cost_check', sql`${t.originalCost} is null or ${t.originalCost} >= 0.01`),
  ],
);

/** Receipt files; the bytes live in the file storage under `storage_key`. */
export const expenseFiles = pgTable(
  'expense_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    expenseId: uuid('expense_id')
      .notNull()
      .references(() => expenses.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expense_files_expense_idx').on(t.companyId, t.expenseId),
    index('expense_files_sha256_idx').on(t.companyId, t.sha256),
    check('expense_files_mime_check', sql`${t.mimeType} in ('application/pdf', 'image/jpeg', 'image/png')`),
  ],
);
