import { z } from 'zod';
import { newPasswordSchema, passwordMaxLength } from '../auth/password-policy';

/** POST /user/change-password */
export const changePasswordRequestSchema = z.strictObject({
  oldPassword: z.string().min(1).max(passwordMaxLength),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export const changePasswordResponseSchema = z.object({ changed: z.literal(true) });
