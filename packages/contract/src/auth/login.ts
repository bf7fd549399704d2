import { z } from 'zod';
import { emailSchema } from '../common/primitives';
import { authCheckResponseSchema } from './session-user';

/** POST /auth/login */
export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = authCheckResponseSchema;
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /auth/logout */
export const logoutResponseSchema = z.object({ loggedOut: z.literal(true) });
