import { z } from 'zod';
import { emailSchema } from '../common/primitives';

/** POST /user/forgot-password; the answer is the same whether or not the email exists. */
export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export const forgotPasswordResponseSchema = z.object({ requested: z.literal(true) });
