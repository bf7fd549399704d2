import { z } from 'zod';
import { newPasswordSchema } from '../auth/password-policy';

/** POST /user/reset-password/{token} */
export const resetPasswordRequestSchema = z.strictObject({ password: newPasswordSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export const resetPasswordResponseSchema = z.object({ reset: z.literal(true) });
