import { z } from 'zod';
import { errorCodes } from './error-codes';

/** The one shape of every error the API answers with. */
export const errorResponseSchema = z
  .object({
    statusCode: z.number().int(),
    reason: z.object({
      errorCode: z.enum(errorCodes as [string, ...string[]]),
      parameter: z.string().nullable(),
    }),
  })
  .meta({ id: 'ErrorResponse' });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
