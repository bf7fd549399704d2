import { sql } from 'drizzle-orm';
import type { MobilityType } from '@mobilo/contract';
import { index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { versionColumn } from '../row-version';
import { companies } from './companies';

const mobilityTypeList = (name: string) =>
  text(name)
    .array()
    .$type<MobilityType[]>()
    .notNull()
    .default(sql`'{}'::text[]`);

export const budgetGroups = pgTable(
  'budget_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    budget: numeric('budget', { precision: 12, scale: 2 }).notNull(),
    /** Expiry months (1-12); empty means every month expires. */
    overflowInterval: integer('overflow_interval')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    companyMobilityTypes: mobilityTypeList('company_mobility_types'),
    companyNetWageMobilityTypes: mobilityTypeList('company_net_wage_mobility_types'),
    abroadCompanyNetWageMobilityTypes: mobilityTypeList('abroad_company_net_wage_mobility_types'),
    privateMobilityTypes: mobilityTypeList('private_mobility_types'),
    privateNetWageMobilityTypes: mobilityTypeList('private_net_wage_mobility_types'),
    abroadPrivateNetWageMobilityTypes: mobilityTypeList('abroad_private_net_wage_mobility_types'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: versionColumn(),
  },
  (t) => [index('budget_groups_company_idx').on(t.companyId)],
);
