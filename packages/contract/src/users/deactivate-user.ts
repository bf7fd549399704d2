import { readVersionField } from '../common/version';
import { z } from 'zod';
import { isoDateSchema } from '../common/primitives';
import { deactivationReasonSchema, reactivationScopeSchema } from './managed-user';

/**
 * PATCH /user/{id}/deactivate: today or without a date deactivates at once; a later date is
 * stored as the scheduled deactivation. OTHER needs a comment. `scope` says what ends: the
 * account (no more sign-in), the budget (no more expenses) or both (left out: both).
 */
export const deactivateUserRequestSchema = z
  .strictObject({
    reason: deactivationReasonSchema,
    scope: reactivationScopeSchema.optional(),
    comment: z.string().trim().max(1000).nullable().optional(),
    date: isoDateSchema.nullable().optional(),
    ...readVersionField,
  })
  .refine((body) => body.reason !== 'OTHER' || (body.comment ?? '').length > 0, {
    path: ['comment'],
    message: 'required for OTHER',
  });
export type DeactivateUserRequest = z.infer<typeof deactivateUserRequestSchema>;

/** PATCH /user/{id}/reactivate: account, budget or both; a later date is scheduled. */
export const reactivateUserRequestSchema = z.strictObject({
  scope: reactivationScopeSchema,
  date: isoDateSchema.nullable().optional(),
  ...readVersionField,
});
export type ReactivateUserRequest = z.infer<typeof reactivateUserRequestSchema>;
