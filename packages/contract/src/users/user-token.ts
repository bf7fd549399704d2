import { z } from 'zod';
import { isoDateTimeSchema } from '../common/primitives';
import { languageSchema } from '../vocabulary/user-enums';

/** Mailed tokens are UUIDs; anything else is NOT_A_VALID_UUID. */
export const userTokenParamsSchema = z.strictObject({ token: z.string().max(100) });

/** GET /user/token/{token}: the invited user (spec 001 §3 "Token user"). */
export const tokenUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    createdDate: isoDateTimeSchema,
    culture: languageSchema,
    timezone: z.string(),
    isTrial: z.boolean(),
    roleName: z.string(),
    companyName: z.string(),
    onlyExternalAuthentication: z.boolean(),
    companySSOAuthentication: z.boolean(),
  })
  .meta({ id: 'TokenUser' });
export type TokenUser = z.infer<typeof tokenUserSchema>;
