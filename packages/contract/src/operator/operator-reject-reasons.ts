import { z } from 'zod';
import { rejectReasonSchema } from '../review/reject-reasons';

const description = z.string().trim().min(1).max(200);

/** POST /god/reject-reason: a new reason, ranked last; the code is derived from the English text. */
export const createRejectReasonRequestSchema = z.strictObject({
  description: z.strictObject({ en: description, de: description }),
  active: z.boolean().default(true),
});
export type CreateRejectReasonRequest = z.infer<typeof createRejectReasonRequestSchema>;
export type RejectReasonForm = z.input<typeof createRejectReasonRequestSchema>;

/** PUT /god/reject-reason/{id}: both texts and whether it may be chosen; the code stays. */
export const updateRejectReasonRequestSchema = createRejectReasonRequestSchema.extend({ active: z.boolean() });
export type UpdateRejectReasonRequest = z.infer<typeof updateRejectReasonRequestSchema>;

/** PUT /god/reject-reason/ranking: every reason's id, in the new order. */
export const rankRejectReasonsRequestSchema = z.strictObject({
  ids: z
    .array(z.uuid())
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'ids'),
});

export const rejectReasonIdParamsSchema = z.strictObject({ id: z.uuid() });
export const operatorRejectReasonsSchema = z.array(rejectReasonSchema);
