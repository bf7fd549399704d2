import { index, integer, numeric, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { periods } from './periods';
import { users } from './users';

/**
 * The review read model (docs/adr/0029): one row per user and period with an expense in it, what
 * the audit list orders and pages its users by. Written only by the triggers on `expenses`
 * (migration `review-user-months`), in the transaction of the write, recounted from the
 * expenses under the row's lock; `npm run review:rebuild` writes it anew from the expenses.
 */
export const reviewUserMonths = pgTable(
  'review_user_months',
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
    expenseCount: integer('expense_count').notNull().default(0),
    /** Submitted, neither checked nor marked (`isAwaitingReview`). */
    toReview: integer('to_review').notNull().default(0),
    checked: integer('checked').notNull().default(0),
    marked: integer('marked').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    /** Cost of the submitted and invoiced expenses, as `sum` of the expenses answers it. */
    total: numeric('total').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.periodId, t.userId] }),
    // Deleting a user deletes their rows by this column.
    index('review_user_months_user_idx').on(t.userId),
  ],
);
