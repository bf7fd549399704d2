import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema } from '../common/primitives';

/** Whom the sync invites when it creates a user (the administrator's choice). */
export const personioInvitationModes = ['NOW', 'HIRE_DATE', 'NONE'] as const;
export const personioInvitationModeSchema = z.enum(personioInvitationModes);
export type PersonioInvitationMode = z.infer<typeof personioInvitationModeSchema>;

export const personioRunKinds = ['PREVIEW', 'APPLY'] as const;
export const personioRunStatuses = ['RUNNING', 'DONE', 'FAILED'] as const;

/** What one run found or did, by kind of change. */
export const personioCountsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  deactivated: z.number().int(),
  unchanged: z.number().int(),
  problems: z.number().int(),
});
export type PersonioCounts = z.infer<typeof personioCountsSchema>;

export const personioProblemCodes = [
  'EMAIL_MISSING',
  'EMAIL_DUPLICATED',
  'EMAIL_OF_OTHER_COMPANY',
  'BUDGET_GROUP_UNKNOWN',
  'MANAGED_BY_HAND',
  'INVALID_ROW',
] as const;
export const personioProblemSchema = z.object({
  code: z.enum(personioProblemCodes),
  email: z.string().nullable(),
  personioId: z.string().nullable(),
  /** The value the problem is about (a group name, an email). */
  detail: z.string().nullable(),
});
export type PersonioProblem = z.infer<typeof personioProblemSchema>;

/** One planned change: who, what happens, and the fields that change. */
export const personioChangeSchema = z.object({
  action: z.enum(['CREATE', 'UPDATE', 'DEACTIVATE']),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userId: z.string().nullable(),
  budgetGroup: z.string().nullable(),
  /** The fields an update changes; empty for a creation or a deactivation. */
  fields: z.array(z.string()),
  /** The day a deactivation or an invitation takes effect, where one is planned. */
  effectiveDate: isoDateSchema.nullable(),
});
export type PersonioChange = z.infer<typeof personioChangeSchema>;

export const personioRunSchema = z
  .object({
    id: z.string(),
    kind: z.enum(personioRunKinds),
    trigger: z.enum(['MANUAL', 'DAILY']),
    status: z.enum(personioRunStatuses),
    startedAt: isoDateTimeSchema,
    finishedAt: isoDateTimeSchema.nullable(),
    durationMs: z.number().int().nullable(),
    counts: personioCountsSchema.nullable(),
    changes: z.array(personioChangeSchema),
    problems: z.array(personioProblemSchema),
    /** Why a run failed, as an error code of the client (PERSONIO_UNAUTHORIZED, …). */
    error: z.string().nullable(),
  })
  .meta({ id: 'PersonioRun' });
export type PersonioRun = z.infer<typeof personioRunSchema>;

/** GET integrations/personio (spec 001 §7): `isActive` plus what the page shows. */
export const personioIntegrationSchema = z
  .object({
    /** The operator has enabled Personio for the company. */
    isEnabled: z.boolean(),
    /** Connected and syncing. */
    isActive: z.boolean(),
    clientId: z.string().nullable(),
    budgetClassHeader: z.string().nullable(),
    personnelNumberAttribute: z.string().nullable(),
    invitationMode: personioInvitationModeSchema,
    connectedAt: isoDateTimeSchema.nullable(),
    lastRun: personioRunSchema.nullable(),
  })
  .meta({ id: 'PersonioIntegration' });
export type PersonioIntegration = z.infer<typeof personioIntegrationSchema>;

const credential = z.string().trim().min(1).max(500);
const attributeKey = z.string().trim().min(1).max(200).nullable();

/** PUT integrations/personio: connect (the secret only when it changes) and the settings. */
export const connectPersonioRequestSchema = z.strictObject({
  clientId: credential,
  /** Left out: the stored secret stays. */
  clientSecret: credential.optional(),
  budgetClassHeader: attributeKey.default(null),
  personnelNumberAttribute: attributeKey.default(null),
  invitationMode: personioInvitationModeSchema.default('NONE'),
});
export type ConnectPersonioRequest = z.infer<typeof connectPersonioRequestSchema>;
export type ConnectPersonioForm = z.input<typeof connectPersonioRequestSchema>;

/** POST integrations/personio/test: the credentials to try (the stored secret if left out). */
export const testPersonioRequestSchema = z.strictObject({ clientId: credential, clientSecret: credential.optional() });
export type TestPersonioRequest = z.infer<typeof testPersonioRequestSchema>;

/** An attribute Personio offers (its key, as in `attributes`, and its label). */
export const personioAttributeSchema = z.object({ key: z.string(), label: z.string() });
export const testPersonioResponseSchema = z.object({
  employees: z.number().int(),
  attributes: z.array(personioAttributeSchema),
});
export type TestPersonioResponse = z.infer<typeof testPersonioResponseSchema>;

export const personioRunsResponseSchema = z.object({ runs: z.array(personioRunSchema) });
export const personioRunParamsSchema = z.strictObject({ id: z.uuid() });

/** PATCH integrations/personio/user/{id} {managedByHand}: the sync leaves the user alone. */
export const personioUserParamsSchema = z.strictObject({ id: z.uuid() });
export const setManagedByHandRequestSchema = z.strictObject({ managedByHand: z.boolean() });
export const setManagedByHandResponseSchema = z.object({ id: z.string(), managedByHand: z.boolean() });
