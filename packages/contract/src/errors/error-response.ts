import { z } from 'zod';
import { errorCodes } from './error-codes';

/** The one shape of every error the API answers with. */
export const errorResponseSchema = z
  .object({
    statusCode: z.number().int(),
    reason: z.object({
      errorCode: z.enum(errorCodes as [string, ...string[]]),
      /**
       * What the message names (a field, an address, a waiting time); for CONFLICT_STALE_VERSION
       * the object as it is now, in the shape the call answers with (docs/adr/0022).
       */
      parameter: z.union([z.string(), z.record(z.string(), z.unknown())]).nullable(),
    }),
  })
  .meta({ id: 'ErrorResponse' });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
