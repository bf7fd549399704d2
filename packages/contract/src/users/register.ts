import { z } from 'zod';
import { passwordMaxLength } from '../auth/password-policy';
import { authCheckResponseSchema } from '../auth/session-user';

/**
 * POST /api/v3/user/register/{token}. The password is checked against the policy on the server
 * unless the user signs in only through an external provider (then it is ignored and a random
 * one is set). Without `termsAccepted: true` the answer is USER_HAS_NOT_ACCEPTED_TERMS.
 */
export const registerRequestSchema = z.strictObject({
  password: z.string().max(passwordMaxLength),
  termsAccepted: z.boolean().optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The new session; `user.onlyExternalAuthentication` tells the client where to go next. */
export const registerResponseSchema = authCheckResponseSchema;
