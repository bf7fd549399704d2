import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { expenseFiles } from './expenses';

/**
 * What reading a receipt file found (spec §3 "Receipt-read (OCR) result"), one row per file.
 * Every field may be empty: a reader fills in what it recognised. A file that could not be read keeps
 * a row too, with the reason (too large, encrypted, no text ...), so nobody waits for a reading that
 * will not come; `engine` and `engineVersion` tell which reader produced it.
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
    status: text('status').notNull().default('READ'),
    unreadableReason: text('unreadable_reason'),
    engine: text('engine'),
    engineVersion: text('engine_version'),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receipt_readings_file_unique').on(t.fileId),
    check('receipt_readings_status_check', sql`${t.status} in ('READ', 'UNREADABLE')`),
    check('receipt_readings_reason_check', sql`(${t.status} = 'READ') = (${t.unreadableReason} is null)`),
  ],
);
