import { versionField } from '../common/version';
import { z } from 'zod';
import { sessionUserBaseSchema } from '../auth/session-user';
import { isoDateSchema, isoDateTimeSchema } from '../common/primitives';

export const deactivationReasons = [
  'LEFT_COMPANY',
  'PARENTAL_LEAVE',
  'LONG_TERM_ILLNESS',
  'SABBATICAL',
  'OTHER',
] as const;
export const deactivationReasonSchema = z.enum(deactivationReasons);
export type DeactivationReason = z.infer<typeof deactivationReasonSchema>;

/** What a reactivation restores: the account (sign-in), the budget, or both. */
export const reactivationScopes = ['ACCOUNT', 'BUDGET', 'BOTH'] as const;
export const reactivationScopeSchema = z.enum(reactivationScopes);
export type ReactivationScope = z.infer<typeof reactivationScopeSchema>;

/** Spec 001 §3 "Managed user": the session user's fields plus the administration fields. */
export const managedUserSchema = sessionUserBaseSchema
  .extend({
    ...versionField,
    createdBy: z.string().nullable(),
    invitationSentDate: isoDateTimeSchema.nullable(),
    invitedDate: isoDateTimeSchema.nullable(),
    deactivationDate: isoDateSchema.nullable(),
    deactivationReason: deactivationReasonSchema.nullable(),
    deactivationComment: z.string().nullable(),
    scheduledInvitationDate: isoDateSchema.nullable(),
    scheduledDeactivationDate: isoDateSchema.nullable(),
    /** What the scheduled deactivation will end; null while none is scheduled. */
    scheduledDeactivationScope: reactivationScopeSchema.nullable(),
    scheduledReactivationDate: isoDateSchema.nullable(),
    /** What the scheduled reactivation will restore; null while none is scheduled. */
    scheduledReactivationScope: reactivationScopeSchema.nullable(),
    additionalSalaryInformation: z.string().nullable(),
    /** Full km of the one-way commute (caps the flat-taxed amount); null while unknown. */
    commuteDistanceKm: z.number().int().nullable(),
    /** Working days per month; null takes the company's default. */
    workingDaysPerMonth: z.number().int().nullable(),
    companyMobilityType: z.string().nullable(),
    isSupportUser: z.boolean(),
    /** The employee's id in Personio, when the HR sync keeps this user. */
    personioId: z.string().nullable(),
    /** The HR sync leaves this user alone. */
    personioManagedByHand: z.boolean(),
    impersonators: z.array(z.object({ id: z.string(), firstName: z.string(), lastName: z.string() })),
    /** False while the budget is switched off by a deactivation. */
    isBudgetActive: z.boolean(),
    /** Computed by the server (`userAbilities`): what the signed-in admin may do with this user. */
    isInvitable: z.boolean(),
    isReinvitable: z.boolean(),
    isDeactivatable: z.boolean(),
    isReactivatable: z.boolean(),
    isRoleChangeable: z.boolean(),
  })
  .meta({ id: 'ManagedUser' });
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const userIdParamsSchema = z.strictObject({ id: z.uuid() });

/** The first day of the month after `today` (YYYY-MM-DD): the earliest overflow start. */
export function earliestOverflowStart(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return `${nextYear}-${String(nextMonth).padStart(2, '0')}-01`;
}

export const userStatusColors = {
  CREATED: 'secondary',
  INVITED: 'secondary',
  DEACTIVATED: 'warning',
  ACTIVE: 'success',
} as const;
