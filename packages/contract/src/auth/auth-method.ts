import { z } from 'zod';
import { emailSchema } from '../common/primitives';

/** GET /auth/method?email= */
export const authMethodQuerySchema = z.strictObject({ email: emailSchema });
export type AuthMethodQuery = z.infer<typeof authMethodQuerySchema>;

/** The local marker (ask for the password) or where the browser goes to sign in elsewhere. */
export const authMethodResponseSchema = z
  .union([z.object({ method: z.literal('LOCAL') }), z.object({ redirect: z.string() })])
  .meta({ id: 'AuthMethod' });
export type AuthMethodResponse = z.infer<typeof authMethodResponseSchema>;
