import { z } from 'zod';
import { sessionCompanySchema } from './session-company';
import { homeChargingTypeSchema, languageSchema, userStatusSchema, userTypeSchema } from '../vocabulary/user-enums';
import { isoDateSchema, isoDateTimeSchema, moneySchema } from '../common/primitives';
import { isAnyAdmin } from '../vocabulary/roles';
import { roleSchema } from '../vocabulary/role-schemas';

/** The fields of the signed-in user as the database knows them (spec 001 §3 "Session user"). */
export const sessionUserBaseSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The user's own monthly budget, overriding the budget group's; null when not set. */
  budget: moneySchema.nullable(),
  personalNumber: z.string().nullable(),
  status: userStatusSchema,
  createdDate: isoDateTimeSchema,
  isTrial: z.boolean(),
  isInternal: z.boolean(),
  userType: userTypeSchema,
  timezone: z.string(),
  budgetClass: z.object({ id: z.string(), name: z.string() }).nullable(),
  budgetOverflowStarts: isoDateSchema.nullable(),
  culture: languageSchema,
  role: roleSchema,
  company: sessionCompanySchema,
  registerDate: isoDateTimeSchema.nullable(),
  companyMobilityBudget: moneySchema.nullable(),
  companyMobilityDescription: z.string().nullable(),
  onlyExternalAuthentication: z.boolean(),
  mLoginId: z.string().nullable(),
  homeCharging: homeChargingTypeSchema.nullable(),
  companySSOAuthentication: z.boolean(),
  /** May look at any company through the company selector (spec 001 §6). */
  isSupportUser: z.boolean(),
  /** The privacy policy version accepted last, and when; null until the first acceptance. */
  privacyPolicyVersion: z.string().nullable(),
  privacyPolicyAcceptedAt: isoDateTimeSchema.nullable(),
});
export type SessionUserBase = z.infer<typeof sessionUserBaseSchema>;

export const sessionUserSchema = sessionUserBaseSchema
  .extend({
    isAdmin: z.boolean(),
    isChecker: z.boolean(),
    isAccountant: z.boolean(),
    isGod: z.boolean(),
    isLight: z.boolean(),
    hasBudgetGroup: z.boolean(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Adds the derived flags of spec 001 §3 to the stored fields. A card admin counts as admin. */
export function withDerivedFlags(user: SessionUserBase): SessionUser {
  const role = user.role.name;
  return {
    ...user,
    isAdmin: isAnyAdmin(role),
    isChecker: role === 'EXPENSE_CHECKER',
    isAccountant: role === 'ACCOUNTANT',
    isGod: role === 'GOD',
    isLight: user.userType === 'LIGHT',
    hasBudgetGroup: user.budgetClass !== null,
  };
}

export const impersonatorSchema = z
  .object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() })
  .meta({ id: 'Impersonator' });

export const authCheckResponseSchema = z
  .object({ user: sessionUserSchema, impersonator: impersonatorSchema.nullable() })
  .meta({ id: 'AuthCheckResponse' });
export type AuthCheckResponse = z.infer<typeof authCheckResponseSchema>;
