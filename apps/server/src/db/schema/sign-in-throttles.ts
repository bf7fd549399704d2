import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed passwords per email and client address, and per email alone (DECISIONS "Sign-in",
 * `brute-force.service.ts`). Kept for unknown emails too, so that a lock
 * says nothing about whether an account exists. Held in the database because the app scales out.
 */
export const loginFailures = pgTable('login_failures', {
  /** The email in lower case, alone (the account's count) or followed by a space and the client address. */
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Requests per key (endpoint and IP) and fixed one-minute window. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
