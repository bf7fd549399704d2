import { bigint, index, json, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import type { UserSummary } from '@mobilo/contract';
import { companies } from './companies';
import { periods } from './periods';
import { users } from './users';

/**
 * What a user's summary on the audit list shows of a month besides the user (budget figures,
 * billable total, counts with warnings), as the TypeScript rules presented it, with the versions
 * of the user's and the company's data it was presented from (docs/adr/0029). A row is served
 * only while both versions are still current; otherwise the page presents the user again and
 * writes the row anew. Written only by the summary page and the rebuild.
 */
export const reviewUserMonthSummaries = pgTable(
  'review_user_month_summaries',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    periodId: uuid('period_id')
      .notNull()
      .references(() => periods.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `review_user_versions.version` (0 without a row) when the figures were read. */
    userVersion: bigint('user_version', { mode: 'number' }).notNull(),
    /** `review_company_versions.version` (0 without a row) when the figures were read. */
    companyVersion: bigint('company_version', { mode: 'number' }).notNull(),
    /** `{ budgetInfo, totalCost, counts }` of the summary without a filter; `json` keeps its key order. */
    summary: json('summary').$type<ReviewUserMonthSummary>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.periodId, t.userId] }),
    // Deleting a user deletes their rows by this column.
    index('review_user_month_summaries_user_idx').on(t.userId),
  ],
);

/** A summary without its user, whose name and status are read with the page. */
export type ReviewUserMonthSummary = Omit<UserSummary, 'user'>;

/**
 * A new value from `review_version_seq` whenever something a user's summaries are presented from
 * changes: their expenses, receipt files and readings, budget deductions and corrections, frozen
 * payroll months or their own budget facts. Set by triggers in the writing transaction
 * (migration `review-summaries-triggers`).
 */
export const reviewUserVersions = pgTable(
  'review_user_versions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [index('review_user_versions_company_idx').on(t.companyId)],
);

/** The same for what all the company's summaries depend on: its periods and budget groups. */
export const reviewCompanyVersions = pgTable('review_company_versions', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
});
