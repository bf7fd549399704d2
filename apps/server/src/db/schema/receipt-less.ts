import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { versionColumn } from '../row-version';
import { companies } from './companies';
import { expenses } from './expenses';
import { users } from './users';

/** Whether a company accepts expenses without a receipt, and its limits (docs/adr/0026); no row: not allowed. */
export const companyReceiptLessSettings = pgTable(
  'company_receipt_less_settings',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    allowed: boolean('allowed').notNull(),
    /** In the company currency. */
    limitPerExpense: numeric('limit_per_expense', { precision: 12, scale: 2 }).notNull(),
    limitPerMonth: numeric('limit_per_month', { precision: 12, scale: 2 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: versionColumn(),
  },
  (t) => [
    check(
      'company_receipt_less_limits_check',
      sql`${t.limitPerExpense} > 0 and ${t.limitPerMonth} >= ${t.limitPerExpense}`,
    ),
  ],
);

/**
 * The facts an employee declared for an expense without a receipt; the expense's receipt is the
 * PDF made of them. Deleting the expense deletes its declaration.
 */
export const receiptLessDeclarations = pgTable(
  'receipt_less_declarations',
  {
    expenseId: uuid('expense_id')
      .primaryKey()
      .references(() => expenses.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    what: text('what').notNull(),
    place: text('place').notNull(),
    reason: text('reason').notNull(),
    /** When the employee gave the assurance; the declaration is not taken without it. */
    assuredAt: timestamp('assured_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('receipt_less_declarations_user_idx').on(t.companyId, t.userId)],
);
