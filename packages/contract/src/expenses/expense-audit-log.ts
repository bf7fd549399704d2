import { z } from 'zod';
import { isoDateTimeSchema } from '../common/primitives';

/** GET /v2/expenses/{id}/auditlog: every recorded change, oldest first. */
export const expenseAuditEntrySchema = z
  .object({
    id: z.string(),
    action: z.string(),
    actorId: z.string().nullable(),
    actorName: z.string().nullable(),
    createdAt: isoDateTimeSchema,
    data: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'ExpenseAuditEntry' });
export const expenseAuditLogResponseSchema = z.array(expenseAuditEntrySchema).meta({ id: 'ExpenseAuditLog' });
export type ExpenseAuditEntry = z.infer<typeof expenseAuditEntrySchema>;
