import { sql } from 'drizzle-orm';
import type { PersonioInvitationMode, PersonioRun } from '@mobilo/contract';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * A company's HR integration (spec 001 §3 "Personio config"). The operator enables Personio for a
 * company (`companies.is_personio_active`); disabling it also deactivates this configuration.
 */
export const personioConfigs = pgTable(
  'personio_configs',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The Personio attribute whose value names the employee's budget group. */
    budgetClassHeader: text('budget_class_header'),
    isActive: boolean('is_active').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    clientId: text('client_id'),
    /** Sealed like the sign-on secrets; never read back. */
    clientSecretEncrypted: text('client_secret_encrypted'),
    /** The attribute that holds the personal number; null takes Personio's employee id. */
    personnelNumberAttribute: text('personnel_number_attribute'),
    /** NOW, HIRE_DATE or NONE: what happens to the users a sync creates. */
    invitationMode: text('invitation_mode').$type<PersonioInvitationMode>().notNull().default('NONE'),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
  },
  (t) => [check('personio_configs_invitation_mode_check', sql`${t.invitationMode} in ('NOW', 'HIRE_DATE', 'NONE')`)],
);

/** Every preview and every sync of a company, with what it found, did, and how long it took. */
export const personioSyncRuns = pgTable(
  'personio_sync_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PersonioRun['kind']>().notNull(),
    trigger: text('trigger').$type<PersonioRun['trigger']>().notNull(),
    status: text('status').$type<PersonioRun['status']>().notNull().default('RUNNING'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    counts: jsonb('counts'),
    changes: jsonb('changes')
      .notNull()
      .default(sql`'[]'::jsonb`),
    problems: jsonb('problems')
      .notNull()
      .default(sql`'[]'::jsonb`),
    error: text('error'),
  },
  (t) => [
    index('personio_sync_runs_company_idx').on(t.companyId, t.startedAt),
    // One sync per company at a time, however many processes are asked at once.
    uniqueIndex('personio_sync_runs_one_running')
      .on(t.companyId)
      .where(sql`${t.kind} = 'APPLY' and ${t.status} = 'RUNNING'`),
    check('personio_sync_runs_kind_check', sql`${t.kind} in ('PREVIEW', 'APPLY')`),
    check('personio_sync_runs_trigger_check', sql`${t.trigger} in ('MANUAL', 'DAILY')`),
    check('personio_sync_runs_status_check', sql`${t.status} in ('RUNNING', 'DONE', 'FAILED')`),
  ],
);
