import { z } from 'zod';
import { idSchema } from '../common/primitives';

/** Spec §3 "Reject reason": global, ranked, bilingual (DECISIONS "Review"). */
export const rejectReasonSchema = z
  .object({
    id: idSchema,
    /** Stable name of the reason, as an expense's `rejectReason` shows it. */
    code: z.string(),
    description: z.object({ en: z.string(), de: z.string() }),
    active: z.boolean(),
    ranking: z.number().int(),
  })
  .meta({ id: 'RejectReason' });
export type RejectReason = z.infer<typeof rejectReasonSchema>;

/** GET /api/v3/expenses/rejectReasons: every reason, by ranking; only active ones may be chosen. */
export const listRejectReasonsResponseSchema = z.array(rejectReasonSchema).meta({ id: 'RejectReasonList' });
