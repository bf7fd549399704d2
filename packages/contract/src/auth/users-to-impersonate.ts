import { z } from 'zod';

/** GET api/v3/user/users-to-impersonate: whom the signed-in person may switch to. */
export const impersonableUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
});
export const usersToImpersonateResponseSchema = z
  .object({ users: z.array(impersonableUserSchema) })
  .meta({ id: 'UsersToImpersonate' });
export type ImpersonableUser = z.infer<typeof impersonableUserSchema>;
export type UsersToImpersonateResponse = z.infer<typeof usersToImpersonateResponseSchema>;
