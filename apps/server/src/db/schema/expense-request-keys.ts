import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * The idempotency keys of an employee's expense creates and receipt uploads (docs/adr/0028): the
 * first answer is kept, so a phone that sends the same request again after a lost answer gets that
 * answer back instead of a second expense. The fingerprint tells a repeat from another request that
 * reuses the key.
 */
export const expenseRequestKeys = pgTable(
  'expense_request_keys',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    operation: text('operation').$type<'create' | 'upload'>().notNull(),
    /** sha256 of what the request asked for: the create's body, or the expense and the file's bytes. */
    fingerprint: text('fingerprint').notNull(),
    /**
     * The expense the first request created or changed, as it was answered then. Empty only inside
     * the transaction that claimed the key: it is filled before that transaction commits.
     */
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    check('expense_request_keys_operation_check', sql`${t.operation} in ('create', 'upload')`),
  ],
);
