import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** ECB reference rates: units of `currency` per EUR on `rate_date`. Global reference data. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.rateDate] }),
    check('exchange_rates_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('exchange_rates_rate_check', sql`${t.rate} > 0`),
  ],
);
