import { sql } from 'drizzle-orm';
import type { TaxBudgetType } from '@mobilo/contract';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * Per company and tax category: the payroll wage type (Lohnart, `value`), the DATEV processing
 * key, the wage name, the SAP wage type and whether it is active. The TAX13 bucket switches the
 * net-wage types on.
 */
export const taxBuckets = pgTable(
  'tax_buckets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    taxBudgetType: text('tax_budget_type').$type<TaxBudgetType>().notNull(),
    wageName: text('wage_name').notNull(),
    value: text('value'),
    bsNr: integer('bs_nr').notNull().default(2),
    isActive: boolean('is_active').notNull().default(true),
    inftySapValue: text('infty_sap_value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_buckets_company_type_unique').on(t.companyId, t.taxBudgetType),
    check('tax_buckets_type_check', sql`${t.taxBudgetType} in ('TAX_FREE', 'FLAT_15', 'TAXABLE', 'TAX13')`),
    check('tax_buckets_bs_nr_check', sql`${t.bsNr} in (2, 3)`),
  ],
);
