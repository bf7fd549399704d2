import { sql } from 'drizzle-orm';
import type {
  AuthorisationDecision,
  CardIssuerFailureCode,
  CardIssuerOperation,
  CardStatus,
  CardTaxTreatment,
  CardTransactionStatus,
  PaymentControlFailMode,
} from '@mobilo/contract';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { versionColumn } from '../row-version';
import { cardMemberships } from './card-memberships';
import { companies } from './companies';
import { users } from './users';

/** A company's card programme settings (docs/adr/0027); one row per company once it runs cards. */
export const cardProgrammes = pgTable(
  'card_programmes',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    paymentControlFailMode: text('payment_control_fail_mode')
      .$type<PaymentControlFailMode>()
      .notNull()
      .default('CLOSED'),
    /** Whether employees are asked for a receipt of each booked card payment. */
    receiptsRequired: boolean('receipts_required').notNull().default(false),
    /** The payroll office's wage types of the card's loads per tax treatment; null: not booked in DATEV. */
    sachbezugWageTypeNumber: integer('sachbezug_wage_type_number'),
    flat37bWageTypeNumber: integer('flat37b_wage_type_number'),
    taxableWageTypeNumber: integer('taxable_wage_type_number'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: versionColumn(),
  },
  (t) => [
    check('card_programmes_fail_mode_check', sql`${t.paymentControlFailMode} in ('CLOSED', 'OPEN')`),
    check(
      'card_programmes_wage_types_check',
      sql`coalesce(${t.sachbezugWageTypeNumber}, 1) between 1 and 9999 and coalesce(${t.flat37bWageTypeNumber}, 1) between 1 and 9999 and coalesce(${t.taxableWageTypeNumber}, 1) between 1 and 9999`,
    ),
  ],
);

/** A named list of what a card may pay: merchant category codes and merchants. */
export const cardAllowedLists = pgTable(
  'card_allowed_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    merchantCategoryCodes: text('merchant_category_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    merchantNames: text('merchant_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: versionColumn(),
  },
  (t) => [unique('card_allowed_lists_name_unique').on(t.companyId, t.name)],
);

/** The monthly amount loaded onto the cards of the users and budget groups it names. */
export const cardPayoutPlans = pgTable(
  'card_payout_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    monthlyAmount: numeric('monthly_amount', { precision: 12, scale: 2 }).notNull(),
    loadDay: integer('load_day').notNull().default(1),
    carryOver: boolean('carry_over').notNull().default(false),
    taxTreatment: text('tax_treatment').$type<CardTaxTreatment>().notNull(),
    allowedListId: uuid('allowed_list_id').references(() => cardAllowedLists.id, { onDelete: 'restrict' }),
    userIds: uuid('user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    budgetGroupIds: uuid('budget_group_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: versionColumn(),
  },
  (t) => [
    unique('card_payout_plans_name_unique').on(t.companyId, t.name),
    check('card_payout_plans_tax_treatment_check', sql`${t.taxTreatment} in ('SACHBEZUG', 'FLAT_37B', 'TAXABLE')`),
    check('card_payout_plans_amount_check', sql`${t.monthlyAmount} > 0`),
    check('card_payout_plans_load_day_check', sql`${t.loadDay} between 1 and 28`),
  ],
);

/** A card the issuer issued to a member (offboarding: swanId, category, currentStatus, …). */
export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => cardMemberships.id, { onDelete: 'cascade' }),
    swanId: text('swan_id').notNull().unique('cards_swan_id_unique'),
    /** The card number as the issuer shows it (`cardMaskedNumber`, e.g. "5300 •••• •••• 1234"). */
    maskedNumber: text('masked_number'),
    category: text('category').notNull().default('VIRTUAL'),
    status: text('status').$type<CardStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    version: versionColumn(),
  },
  (t) => [
    index('cards_company_user_idx').on(t.companyId, t.userId),
    check('cards_status_check', sql`${t.status} in ('PROCESSING', 'ENABLED', 'BLOCKED', 'CANCELED')`),
    check('cards_category_check', sql`${t.category} in ('VIRTUAL', 'PHYSICAL')`),
  ],
);

/** One month's load of one card by one plan; the unique key keeps a card's month from being loaded twice. */
export const cardLoads = pgTable(
  'card_loads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => cardPayoutPlans.id, { onDelete: 'restrict' }),
    month: text('month').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    taxTreatment: text('tax_treatment').$type<CardTaxTreatment>().notNull(),
    limitedToMobility: boolean('limited_to_mobility').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the issuer took the card's new limit; null while the load waits for the issuer. */
    issuedAt: timestamp('issued_at', { withTimezone: true }),
  },
  (t) => [
    // A card is loaded once a month, by the first plan that comes due (docs/adr/0027).
    unique('card_loads_card_month_unique').on(t.cardId, t.month),
    index('card_loads_company_plan_month_idx').on(t.companyId, t.planId, t.month),
    check('card_loads_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('card_loads_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** A card transaction as the issuer reports it, with payment control's decision. */
export const cardTransactions = pgTable(
  'card_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    swanId: text('swan_id').notNull().unique('card_transactions_swan_id_unique'),
    transactionDate: timestamp('transaction_date', { withTimezone: true }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    merchantName: text('merchant_name').notNull(),
    merchantCategoryCode: text('merchant_category_code').notNull(),
    status: text('status').$type<CardTransactionStatus>().notNull(),
    decisionReason: text('decision_reason').$type<AuthorisationDecision['reason']>(),
    salaryType: text('salary_type').$type<CardTaxTreatment>(),
    /** The employee's receipt of the payment, checked by content like an expense's receipt. */
    receiptFileKey: text('receipt_file_key'),
    receiptFileName: text('receipt_file_name'),
    receiptMimeType: text('receipt_mime_type'),
    receiptSize: integer('receipt_size'),
    receiptUploadedAt: timestamp('receipt_uploaded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('card_transactions_company_card_idx').on(t.companyId, t.cardId, t.transactionDate),
    check('card_transactions_status_check', sql`${t.status} in ('AUTHORISED', 'BOOKED', 'RELEASED', 'DECLINED')`),
  ],
);

/** Payment control's decisions, by the issuer's transaction id; read when the transaction arrives. */
export const cardAuthorisations = pgTable('card_authorisations', {
  transactionSwanId: text('transaction_swan_id').primaryKey(),
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  cardSwanId: text('card_swan_id').notNull(),
  accepted: boolean('accepted').notNull(),
  reason: text('reason').$type<AuthorisationDecision['reason']>().notNull(),
  amount: numeric('amount', { precision: 12, scale: 2 }),
  merchantName: text('merchant_name').notNull().default(''),
  merchantCategoryCode: text('merchant_category_code').notNull().default(''),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The issuer's webhook events already handled, so that a replayed delivery changes nothing. */
export const cardWebhookEvents = pgTable('card_webhook_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  resourceId: text('resource_id').notNull(),
  eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How a company's calls to the issuer went (the operator's /god/card): one row per company, written
 * once per use case that asked the issuer, outside its transaction. A success after the last failure
 * supersedes it; the failure is kept for the operator to read.
 */
export const cardIssuerHealth = pgTable(
  'card_issuer_health',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    lastFailureCode: text('last_failure_code').$type<CardIssuerFailureCode>(),
    lastFailureOperation: text('last_failure_operation').$type<CardIssuerOperation>(),
  },
  (t) => [
    check(
      'card_issuer_health_failure_check',
      sql`(${t.lastFailureAt} is null) = (${t.lastFailureCode} is null) and (${t.lastFailureAt} is null) = (${t.lastFailureOperation} is null)`,
    ),
  ],
);
