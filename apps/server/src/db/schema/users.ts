import { sql } from 'drizzle-orm';
import type {
  DeactivationReason,
  Language,
  ReactivationScope,
  SessionUser,
  UserStatus,
  UserType,
} from '@mobilo/contract';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { versionColumn } from '../row-version';
import { budgetGroups } from './budget-groups';
import { companies } from './companies';
import { roles } from './roles';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    personalNumber: text('personal_number'),
    status: text('status').$type<UserStatus>().notNull().default('CREATED'),
    userType: text('user_type').$type<UserType>().notNull().default('LIGHT'),
    timezone: text('timezone').notNull().default('Europe/Berlin'),
    culture: text('culture').$type<Language>().notNull().default('en'),
    budgetGroupId: uuid('budget_group_id').references(() => budgetGroups.id, { onDelete: 'set null' }),
    /** The user's own monthly budget; null means the budget group's applies. */
    monthlyBudget: numeric('monthly_budget', { precision: 12, scale: 2 }),
    budgetOverflowStarts: date('budget_overflow_starts', { mode: 'string' }),
    companyMobilityBudget: numeric('company_mobility_budget', { precision: 12, scale: 2 }),
    companyMobilityDescription: text('company_mobility_description'),
    companyMobilityType: text('company_mobility_type'),
    detachCompanyMobilityBudget: boolean('detach_company_mobility_budget').notNull().default(false),
    allowedExpenseOrigins: text('allowed_expense_origins').array(),
    onlyExternalAuthentication: boolean('only_external_authentication').notNull().default(false),
    mLoginId: text('m_login_id'),
    homeCharging: text('home_charging').$type<SessionUser['homeCharging']>(),
    isTrial: boolean('is_trial').notNull().default(false),
    isInternal: boolean('is_internal').notNull().default(false),
    isSupportUser: boolean('is_support_user').notNull().default(false),
    /** The privacy policy version the user accepted last, and when; null until the first acceptance. */
    privacyPolicyVersion: text('privacy_policy_version'),
    privacyPolicyAcceptedAt: timestamp('privacy_policy_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    registerDate: timestamp('register_date', { withTimezone: true }),
    invitedDate: timestamp('invited_date', { withTimezone: true }),
    invitationSentDate: timestamp('invitation_sent_date', { withTimezone: true }),
    deactivationDate: date('deactivation_date', { mode: 'string' }),
    deactivationReason: text('deactivation_reason').$type<DeactivationReason>(),
    deactivationComment: text('deactivation_comment'),
    scheduledInvitationDate: date('scheduled_invitation_date', { mode: 'string' }),
    scheduledDeactivationDate: date('scheduled_deactivation_date', { mode: 'string' }),
    /** What the scheduled deactivation ends: ACCOUNT, BUDGET or BOTH (null: both). */
    scheduledDeactivationScope: text('scheduled_deactivation_scope').$type<ReactivationScope>(),
    scheduledReactivationDate: date('scheduled_reactivation_date', { mode: 'string' }),
    /** What the scheduled reactivation restores: ACCOUNT, BUDGET or BOTH. */
    scheduledReactivationScope: text('scheduled_reactivation_scope').$type<ReactivationScope>(),
    additionalSalaryInformation: text('additional_salary_information'),
    /** A deactivation switches the budget off; a reactivation may restore it apart from the account. */
    isBudgetActive: boolean('is_budget_active').notNull().default(true),
    /** Full km of the one-way commute (Entfernungspauschale); null while unknown: nothing is flat-taxed. */
    commuteDistanceKm: integer('commute_distance_km'),
    /** Working days per month; null takes the company's default. */
    workingDaysPerMonth: integer('working_days_per_month'),
    /** When the user last signed in themselves (not when someone impersonated them). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** The employee's id in the company's HR system (Personio); null for users it does not know. */
    personioId: text('personio_id'),
    /** The HR sync leaves this user alone (an administrator keeps them by hand). */
    personioManagedByHand: boolean('personio_managed_by_hand').notNull().default(false),
    /** The hire date from the HR system: the first day the user may bill, when known. */
    entryDate: date('entry_date', { mode: 'string' }),
    /** Raised by changes of what the administration shows (docs/adr/0022), not by sign-ins or settings. */
    version: versionColumn(),
  },
  (t) => [
    // Sign-in is by email alone, so an email belongs to one account across all companies.
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_company_idx').on(t.companyId),
    // The audit list's first view walks a company's users in name order and stops after the page.
    index('users_company_name_idx').on(t.companyId, t.lastName, t.firstName, t.id),
    index('users_budget_group_idx').on(t.budgetGroupId),
    check('users_status_check', sql`${t.status} in ('CREATED', 'INVITED', 'ACTIVE', 'DEACTIVATED')`),
    check('users_user_type_check', sql`${t.userType} in ('LIGHT', 'PROFESSIONAL')`),
    check('users_culture_check', sql`${t.culture} in ('en', 'de')`),
    check('users_commute_distance_km_check', sql`${t.commuteDistanceKm} between 0 and 1000`),
    check('users_working_days_per_month_check', sql`${t.workingDaysPerMonth} between 0 and 31`),
  ],
);
