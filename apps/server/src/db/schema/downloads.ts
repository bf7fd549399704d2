import { sql } from 'drizzle-orm';
import type { Download } from '@mobilo/contract';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { periods } from './periods';
import { users } from './users';

/**
 * Generated export files of the download centre, one row per export run. The row is the export
 * job's durable state: the queue only delivers the job, this row says how far it got.
 */
export const downloads = pgTable(
  'downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    periodId: uuid('period_id')
      .notNull()
      .references(() => periods.id, { onDelete: 'cascade' }),
    periodString: text('period_string').notNull(),
    platform: text('platform').$type<Download['platform']>().notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').$type<Download['status']>().notNull().default('QUEUED'),
    progress: integer('progress').notNull().default(0),
    /** Where the finished file lives in the file storage. */
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }),
    errorCode: text('error_code'),
    errorParameter: text('error_parameter'),
    /** How often a worker has started it; more than one means it was resumed after a stop. */
    attempts: integer('attempts').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** FULL: every line of the month; CORRECTIONS: signed differences to the last exported file. */
    kind: text('kind').$type<Download['kind']>().notNull().default('FULL'),
    /** abrechnung_zeitraum (YYYYMM): the period's month, or a later one for late submissions. */
    payrollMonth: text('payroll_month'),
    /** SHA-256 of the written file. */
    contentHash: text('content_hash'),
    /** EXPORTED once written; the accountant marks it IMPORTED into payroll. */
    importStatus: text('import_status').$type<NonNullable<Download['importStatus']>>(),
    importedAt: timestamp('imported_at', { withTimezone: true }),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The month's payroll lines as payroll has them after this file (personal number, wage type,
     * bs_nr, cents): what the next corrections file is the difference to.
     */
    lines: jsonb('lines').$type<{ personalNumber: string; wageTypeNumber: number; bsNr: 2 | 3; amount: number }[]>(),
  },
  (t) => [
    index('downloads_company_created_idx').on(t.companyId, t.createdAt),
    // At most one unfinished export per period and platform: a second request is refused.
    uniqueIndex('downloads_one_running_export')
      .on(t.companyId, t.periodId, t.platform)
      .where(sql`${t.status} in ('QUEUED', 'RUNNING')`),
    check('downloads_status_check', sql`${t.status} in ('QUEUED', 'RUNNING', 'DONE', 'FAILED')`),
    check('downloads_platform_check', sql`${t.platform} in ('excel', 'lodas', 'loug')`),
    check('downloads_progress_check', sql`${t.progress} between 0 and 100`),
    check('downloads_kind_check', sql`${t.kind} in ('FULL', 'CORRECTIONS')`),
    check('downloads_import_status_check', sql`${t.importStatus} in ('EXPORTED', 'IMPORTED')`),
  ],
);
