import { z } from 'zod';
import { idSchema } from '../common/primitives';
import { authCheckResponseSchema } from './session-user';

/** POST /auth/impersonate */
export const impersonateRequestSchema = z.strictObject({ userId: idSchema });
export type ImpersonateRequest = z.infer<typeof impersonateRequestSchema>;

/** POST /auth/impersonate and POST /auth/unimpersonate answer with the new session. */
export const impersonateResponseSchema = authCheckResponseSchema;
