import { sql } from 'drizzle-orm';
import type { CompanyPackage, Language, UserType } from '@mobilo/contract';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    defaultUserType: text('default_user_type').$type<UserType>().notNull().default('LIGHT'),
    defaultLanguage: text('default_language').$type<Language>().notNull().default('en'),
    currency: text('currency').notNull().default('EUR'),
    /** ISO 3166-1 alpha-2; 'DE' is Germany, anything else is abroad. */
    country: text('country').notNull().default('DE'),
    isTrialAccount: boolean('is_trial_account').notNull().default(false),
    isInternal: boolean('is_internal').notNull().default(false),
    isPersonioActive: boolean('is_personio_active').notNull().default(false),
    reseller: text('reseller'),
    domains: text('domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    style: jsonb('style'),
    /** Days after invoicing during which a period may be uninvoiced. */
    reopenWindowDays: integer('reopen_window_days').notNull().default(14),
    /** STANDARD, or UNLIMITED (public transport only: budget groups hold only those types). */
    package: text('package').$type<CompanyPackage>().notNull().default('STANDARD'),
    /** DATEV Beraternummer (up to 7 digits) for the payroll export; null until set. */
    consultantNumber: text('consultant_number'),
    /** DATEV Mandantennummer (up to 5 digits) for the payroll export; null until set. */
    clientNumber: text('client_number'),
    /** In-house alphanumeric personal numbers are accepted (DATEV files still need 1–99999). */
    alphanumericPersonalNumbers: boolean('alphanumeric_personal_numbers').notNull().default(false),
    /** Working days per month of employees without their own figure (Entfernungspauschale). */
    defaultWorkingDays: integer('default_working_days').notNull().default(20),
    /** The mobility-ticket provider's API key, sealed like the sign-on secrets; write-only. */
    mobilityBoxApiKeyEncrypted: text('mobility_box_api_key_encrypted'),
  },
  (t) => [
    check('companies_default_user_type_check', sql`${t.defaultUserType} in ('LIGHT', 'PROFESSIONAL')`),
    check('companies_default_language_check', sql`${t.defaultLanguage} in ('en', 'de')`),
    check('companies_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('companies_package_check', sql`${t.package} in ('STANDARD', 'UNLIMITED')`),
    check('companies_consultant_number_check', sql`${t.consultantNumber} ~ '^[0-9]{1,7}$'`),
    check('companies_client_number_check', sql`${t.clientNumber} ~ '^[0-9]{1,5}$'`),
    check('companies_default_working_days_check', sql`${t.defaultWorkingDays} between 0 and 31`),
  ],
);
