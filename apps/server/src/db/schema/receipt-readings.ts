import { date, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { expenseFiles } from './expenses';

/**
 * What reading a receipt file found (spec §3 "Receipt-read (OCR) result"), one row per file.
 * Every field may be empty: a reader fills in what it recognised.
 */
export const receiptReadings = pgTable(
  'receipt_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => expenseFiles.id, { onDelete: 'cascade' }),
    totalAmount: numeric('total_amount', { precision: 12, scale: 2 }),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    currency: text('currency'),
    invoiceNumber: text('invoice_number'),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('receipt_readings_file_unique').on(t.fileId)],
);
