import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PartnerOfferCategory } from '@mobilo/contract';
import { versionColumn } from '../row-version';
import { companies } from './companies';

/**
 * Partner offers the operator curates (docs/adr/0024): a partner's discount shown to the
 * employees of the companies and countries it is for. Mobilo only presents it.
 */
export const partnerOffers = pgTable(
  'partner_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partner: text('partner').notNull(),
    titleEn: text('title_en').notNull(),
    titleDe: text('title_de').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionDe: text('description_de').notNull(),
    code: text('code'),
    link: text('link'),
    /** A data URL whose bytes were checked to be the image it claims. */
    image: text('image'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    category: text('category').$type<PartnerOfferCategory>().notNull(),
    countries: text('countries').array().notNull(),
    /** True: every company of its countries; false: only those in partner_offer_companies. */
    allCompanies: boolean('all_companies').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: versionColumn(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    check(
      'partner_offers_category_check',
      sql`${t.category} in ('BIKE', 'CAR_SHARING', 'RAIL', 'CHARGING', 'MICROMOBILITY')`,
    ),
    check('partner_offers_validity_check', sql`${t.validUntil} is null or ${t.validUntil} >= ${t.validFrom}`),
    check('partner_offers_code_or_link_check', sql`${t.code} is not null or ${t.link} is not null`),
    check('partner_offers_link_https_check', sql`${t.link} is null or ${t.link} like 'https://%'`),
  ],
);

/** The companies an offer is limited to (when it is not for all companies). */
export const partnerOfferCompanies = pgTable(
  'partner_offer_companies',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => partnerOffers.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.companyId] }),
    index('partner_offer_companies_company_idx').on(t.companyId),
  ],
);

/** A company's switch for the whole area; a company without a row has it on. */
export const partnerCompanySettings = pgTable('partner_company_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  areaEnabled: boolean('area_enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});

/** Offers a company's admins switched off for their employees. */
export const partnerOfferOptOuts = pgTable(
  'partner_offer_opt_outs',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => partnerOffers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.offerId] })],
);

/** How often an offer was opened and used in a company: counts only, never who. */
export const partnerOfferCounts = pgTable(
  'partner_offer_counts',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => partnerOffers.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.companyId] })],
);
