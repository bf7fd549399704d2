import type { z } from 'zod';
import { managedUserSchema } from './managed-user';
import { userMetadataResponseSchema } from './user-period';

/**
 * GET /user/{id}?month: one call serves the administration (the managed user) and the expense
 * form (what the user may record in that month), so the answer carries both.
 */
export const userDetailResponseSchema = managedUserSchema
  .extend(userMetadataResponseSchema.omit({ id: true }).shape)
  .meta({ id: 'UserDetail' });
export type UserDetailResponse = z.infer<typeof userDetailResponseSchema>;
