import { sql } from 'drizzle-orm';
import type { CarKind, ChargingReviewStatus, PlausibilityWarning } from '@mobilo/contract';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { versionColumn } from '../row-version';
import { companies } from './companies';
import { users } from './users';

/** The company's wage types of the refund (docs/adr/0025); one row per company once saved. */
export const homeChargingSettings = pgTable('home_charging_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  taxFreeWageTypeNumber: integer('tax_free_wage_type_number'),
  taxableWageTypeNumber: integer('taxable_wage_type_number'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: versionColumn(),
});

/** How an employee takes part; the home-charging type itself lives on `users.home_charging`. */
export const homeChargingEnrolments = pgTable(
  'home_charging_enrolments',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    carKind: text('car_kind').$type<CarKind>().notNull(),
    vehicle: text('vehicle').$type<'ELECTRIC' | 'HYBRID'>().notNull(),
    batteryKwh: integer('battery_kwh').notNull(),
    meterIds: text('meter_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: versionColumn(),
  },
  (t) => [
    index('home_charging_enrolments_company_idx').on(t.companyId),
    check('home_charging_enrolments_car_kind_check', sql`${t.carKind} in ('COMPANY', 'OWN')`),
    check('home_charging_enrolments_vehicle_check', sql`${t.vehicle} in ('ELECTRIC', 'HYBRID')`),
    check('home_charging_enrolments_battery_check', sql`${t.batteryKwh} between 5 and 250`),
  ],
);

/** One pricing method per employee and calendar year (BMF letter of 11 November 2025). */
export const homeChargingPricingMethods = pgTable(
  'home_charging_pricing_methods',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    method: text('method').$type<'CONTRACT' | 'AVERAGE'>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.year] }),
    check('home_charging_pricing_methods_method_check', sql`${t.method} in ('CONTRACT', 'AVERAGE')`),
  ],
);

const reviewColumns = {
  status: text('status').$type<ChargingReviewStatus>().notNull().default('SUBMITTED'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: uuid('decided_by'),
  rejectReason: text('reject_reason'),
};

/** An employee's electricity contract: its gross price (or a dynamic tariff) and its proof. */
export const homeChargingContracts = pgTable(
  'home_charging_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supplier: text('supplier').notNull(),
    centsPerKwh: numeric('cents_per_kwh', { precision: 5, scale: 2 }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    proofFileKey: text('proof_file_key'),
    proofFileName: text('proof_file_name'),
    proofFileMimeType: text('proof_file_mime_type'),
    proofFileSize: bigint('proof_file_size', { mode: 'number' }),
    ...reviewColumns,
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    version: versionColumn(),
  },
  (t) => [
    index('home_charging_contracts_company_idx').on(t.companyId, t.status),
    index('home_charging_contracts_user_idx').on(t.userId),
    check('home_charging_contracts_status_check', sql`${t.status} in ('SUBMITTED', 'APPROVED', 'REJECTED')`),
    check(
      'home_charging_contracts_price_check',
      sql`${t.centsPerKwh} is null or (${t.centsPerKwh} > 0 and ${t.centsPerKwh} <= 100)`,
    ),
    check('home_charging_contracts_range_check', sql`${t.validUntil} is null or ${t.validUntil} >= ${t.validFrom}`),
  ],
);

/** One wallbox session of an imported activity. */
export interface WallboxSession {
  start: string;
  end: string;
  kwh: string;
}

/**
 * One employee's charging of one month (YYYY-MM): readings or wallbox sessions, the price and
 * amount fixed when submitted, the plausibility warnings and the check. At most one per
 * employee and month that is not rejected.
 */
export const homeChargingActivities = pgTable(
  'home_charging_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    source: text('source').$type<'READINGS' | 'WALLBOX_CSV'>().notNull(),
    carKind: text('car_kind').$type<CarKind>().notNull(),
    meterId: text('meter_id'),
    startReading: numeric('start_reading', { precision: 11, scale: 2 }),
    endReading: numeric('end_reading', { precision: 11, scale: 2 }),
    startReadingDate: date('start_reading_date', { mode: 'string' }),
    endReadingDate: date('end_reading_date', { mode: 'string' }),
    startPhotoKey: text('start_photo_key'),
    startPhotoName: text('start_photo_name'),
    startPhotoMimeType: text('start_photo_mime_type'),
    startPhotoSize: bigint('start_photo_size', { mode: 'number' }),
    /** The day the photo itself says it was taken; null when it says nothing. */
    startPhotoTakenOn: date('start_photo_taken_on', { mode: 'string' }),
    endPhotoKey: text('end_photo_key'),
    endPhotoName: text('end_photo_name'),
    endPhotoMimeType: text('end_photo_mime_type'),
    endPhotoSize: bigint('end_photo_size', { mode: 'number' }),
    /** The day the photo itself says it was taken; null when it says nothing. */
    endPhotoTakenOn: date('end_photo_taken_on', { mode: 'string' }),
    sessions: jsonb('sessions').$type<WallboxSession[]>(),
    kwh: numeric('kwh', { precision: 11, scale: 2 }).notNull(),
    priceSource: text('price_source').$type<'AVERAGE' | 'CONTRACT' | 'DYNAMIC'>().notNull(),
    contractId: uuid('contract_id').references(() => homeChargingContracts.id, { onDelete: 'set null' }),
    centsPerKwh: numeric('cents_per_kwh', { precision: 5, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    warnings: text('warnings')
      .array()
      .$type<PlausibilityWarning[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...reviewColumns,
    version: versionColumn(),
  },
  (t) => [
    uniqueIndex('home_charging_activities_one_per_month')
      .on(t.userId, t.month)
      .where(sql`${t.status} <> 'REJECTED'`),
    index('home_charging_activities_company_idx').on(t.companyId, t.month, t.status),
    check('home_charging_activities_status_check', sql`${t.status} in ('SUBMITTED', 'APPROVED', 'REJECTED')`),
    check('home_charging_activities_source_check', sql`${t.source} in ('READINGS', 'WALLBOX_CSV')`),
    check('home_charging_activities_car_kind_check', sql`${t.carKind} in ('COMPANY', 'OWN')`),
    check('home_charging_activities_price_source_check', sql`${t.priceSource} in ('AVERAGE', 'CONTRACT', 'DYNAMIC')`),
    check('home_charging_activities_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('home_charging_activities_kwh_check', sql`${t.kwh} >= 0`),
    check('home_charging_activities_amount_check', sql`${t.amount} >= 0`),
  ],
);
