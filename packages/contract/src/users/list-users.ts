import { z } from 'zod';
import { roleNameSchema } from '../vocabulary/role-schemas';
import { userStatusSchema, userTypeSchema } from '../vocabulary/user-enums';

export const userListPageSize = 20;
export const userSortFields = [
  'name',
  'email',
  'personalNumber',
  'status',
  'role',
  'budgetClass',
  'createdDate',
] as const;

/** GET /user: a page of the company's users (table model of spec 000 §3). */
export const listUsersQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: z.string().trim().max(200).optional(),
  sortBy: z.enum(userSortFields).default('name'),
  sortOrder: z.enum(['ASC', 'DESC']).default('ASC'),
  /** Leave deactivated users out (the budget-group assignment list). */
  excludeDeactivated: z.enum(['true', 'false']).optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const userListItemSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    personalNumber: z.string().nullable(),
    status: userStatusSchema,
    userType: userTypeSchema,
    role: roleNameSchema,
    budgetClass: z.object({ id: z.string(), name: z.string() }).nullable(),
    createdDate: z.string(),
  })
  .meta({ id: 'UserListItem' });
export type UserListItem = z.infer<typeof userListItemSchema>;

export const listUsersResponseSchema = z
  .object({
    users: z.array(userListItemSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  })
  .meta({ id: 'UserList' });
export type ListUsersResponse = z.infer<typeof listUsersResponseSchema>;
