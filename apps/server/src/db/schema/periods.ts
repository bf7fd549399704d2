import { sql } from 'drizzle-orm';
import type { Period } from '@mobilo/contract';
import { boolean, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** One billing period per company and month (YYYYMM). */
export const periods = pgTable(
  'periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    periodString: text('period_string').notNull(),
    isClosed: boolean('is_closed').notNull().default(false),
    /** When it was last closed; null while open, and for periods closed before this was kept. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    isInvoiced: boolean('is_invoiced').notNull().default(false),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    taxStatus: text('tax_status').$type<Period['taxStatus']>().notNull().default('NONE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('periods_company_period_unique').on(t.companyId, t.periodString),
    check('periods_period_string_check', sql`${t.periodString} ~ '^[0-9]{4}(0[1-9]|1[0-2])$'`),
    check('periods_tax_status_check', sql`${t.taxStatus} in ('NONE', 'IN_PROGRESS', 'DONE', 'FAILED')`),
  ],
);
