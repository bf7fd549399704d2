import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/primitives';
import { mobilityTypeSchema } from '../vocabulary/mobility-types';
import { expenseOriginSchema } from '../vocabulary/user-enums';
import { periodStringSchema } from '../vocabulary/period-string-schema';

export const managementUserMetadataParamsSchema = z.strictObject({ period: periodStringSchema, userId: idSchema });
export type ManagementUserMetadataParams = z.infer<typeof managementUserMetadataParamsSchema>;

/**
 * GET /management/period/{period}/user/{userId}/metadata: what the management edit form allows
 * for that user's expense in the period. `minDate` is the later of the period's first day and the
 * user's first active day, `maxDate` the period's last day; `minDateTimestamp` is `minDate` at
 * 00:00 UTC in milliseconds. When minDate is after maxDate the user may have no expense in P.
 */
export const managementUserMetadataResponseSchema = z
  .object({
    companyMobilityTypes: z.array(mobilityTypeSchema),
    privateMobilityTypes: z.array(mobilityTypeSchema),
    allowedOrigins: z.array(expenseOriginSchema),
    minDateTimestamp: z.number().int(),
    minDate: isoDateSchema,
    maxDate: isoDateSchema,
  })
  .meta({ id: 'ManagementUserMetadata' });
export type ManagementUserMetadataResponse = z.infer<typeof managementUserMetadataResponseSchema>;
