import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * A company's HR integration (spec 001 §3 "Personio config"). The operator enables Personio for a
 * company (`companies.is_personio_active`); disabling it also deactivates this configuration.
 */
export const personioConfigs = pgTable('personio_configs', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** The Personio attribute whose value names the employee's budget group. */
  budgetClassHeader: text('budget_class_header'),
  isActive: boolean('is_active').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
