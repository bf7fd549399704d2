import { z } from 'zod';

/**
 * GET api/v3/company/users/no-personal-number: the company's active users whose personal number
 * is missing or blank, by name. The payroll export needs it for every employee.
 */
export const userWithoutPersonalNumberSchema = z
  .object({ id: z.string(), name: z.string(), email: z.string() })
  .meta({ id: 'UserWithoutPersonalNumber' });
export const usersWithoutPersonalNumberResponseSchema = z
  .object({ users: z.array(userWithoutPersonalNumberSchema) })
  .meta({ id: 'UsersWithoutPersonalNumber' });
export type UserWithoutPersonalNumber = z.infer<typeof userWithoutPersonalNumberSchema>;
export type UsersWithoutPersonalNumberResponse = z.infer<typeof usersWithoutPersonalNumberResponseSchema>;
