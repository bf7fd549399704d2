import { sql } from 'drizzle-orm';
import type { LicenceInfo } from '@mobilo/contract';
import { boolean, check, date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** What a company has licensed; a company without a row has licensed nothing. */
export const companyLicences = pgTable(
  'company_licences',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    benefit: text('benefit').$type<NonNullable<LicenceInfo['benefit']>>(),
    card: boolean('card').notNull().default(false),
    germanyTicket: text('germany_ticket').$type<NonNullable<LicenceInfo['germanyTicket']>>(),
    homeCharging: boolean('home_charging').notNull().default(false),
    deals: boolean('deals').notNull().default(false),
    personio: boolean('personio').notNull().default(false),
    cutOffDate: date('cut_off_date', { mode: 'string' }),
    churnDate: date('churn_date', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_licences_benefit_check', sql`${t.benefit} in ('LIGHT', 'PROFESSIONAL')`),
    check('company_licences_germany_ticket_check', sql`${t.germanyTicket} in ('LIMITED', 'FULL')`),
  ],
);
