import { z } from 'zod';
import { roleNameSchema } from '../vocabulary/role-schemas';
import { supportUserPasswordMinLength, passwordClasses, passwordMaxLength } from '../auth/password-policy';
import { emailSchema, isoDateTimeSchema } from '../common/primitives';
import { languageSchema, userStatusSchema, userTypeSchema } from '../vocabulary/user-enums';

const personName = z.string().trim().min(1).max(100);
const personnelNumber = z.string().trim().max(50).nullable().optional();

/** A user as the operator sees it, in any company (GET /god/user, GET /god/user/{id}). */
export const operatorUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    personnelNumber: z.string().nullable(),
    userType: userTypeSchema,
    status: userStatusSchema,
    role: z.object({ id: z.string(), name: roleNameSchema }),
    company: z.object({ id: z.string(), name: z.string() }),
    budgetClass: z.object({ id: z.string(), name: z.string() }).nullable(),
    isSupportUser: z.boolean(),
    isTrial: z.boolean(),
    isInternal: z.boolean(),
    createdDate: isoDateTimeSchema,
    lastSignIn: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'OperatorUser' });
export type OperatorUser = z.infer<typeof operatorUserSchema>;

export const operatorUserSortFields = ['name', 'email', 'company', 'role', 'status', 'createdDate'] as const;
export const operatorUserPageSize = 20;

/** GET /god/user: every company's users; GET /god/company/{id}/user: one company's. */
export const listOperatorUsersQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: z.string().trim().max(200).optional(),
  sortBy: z.enum(operatorUserSortFields).default('name'),
  sortOrder: z.enum(['ASC', 'DESC']).default('ASC'),
});
export type ListOperatorUsersQuery = z.input<typeof listOperatorUsersQuerySchema>;

export const listOperatorUsersResponseSchema = z
  .object({
    users: z.array(operatorUserSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  })
  .meta({ id: 'OperatorUserList' });
export type ListOperatorUsersResponse = z.infer<typeof listOperatorUsersResponseSchema>;

export const budgetClassCompanyParamsSchema = z.strictObject({ companyId: z.uuid() });

/** PATCH /god/user/{id}: the fields the operator may change; absent ones stay. */
export const updateOperatorUserRequestSchema = z.strictObject({
  email: emailSchema.optional(),
  firstName: personName.optional(),
  lastName: personName.optional(),
  personnelNumber,
  userType: userTypeSchema.optional(),
  roleId: z.uuid().optional(),
  budgetClassId: z.uuid().nullable().optional(),
});
export type UpdateOperatorUserRequest = z.infer<typeof updateOperatorUserRequestSchema>;

/** The support-user password: ten characters at least, all four classes (spec 001 §5). */
export const supportUserPasswordSchema = z
  .string()
  .min(supportUserPasswordMinLength, 'supportPassword')
  .max(passwordMaxLength)
  .regex(passwordClasses, 'supportPassword');

/** Spec 001 §3 "Support-user form" (POST /god/company/{id}/user); the names carry defaults. */
export const createSupportUserRequestSchema = z.strictObject({
  email: emailSchema,
  password: supportUserPasswordSchema,
  roleId: z.uuid(),
  firstName: personName.default('Mobilo'),
  lastName: personName.default('Support'),
  personnelNumber,
  budgetGroupId: z.uuid().nullable().optional(),
  isTrial: z.boolean().default(false),
  culture: languageSchema.default('en'),
});
export type CreateSupportUserRequest = z.infer<typeof createSupportUserRequestSchema>;
export type SupportUserForm = z.input<typeof createSupportUserRequestSchema>;

/** POST /god/company/{id}/invitation: a company's (first) administrator, who gets the registration mail. */
export const inviteCompanyUserRequestSchema = z.strictObject({
  email: emailSchema,
  firstName: personName,
  lastName: personName,
  roleId: z.uuid(),
  culture: languageSchema.default('en'),
});
export type InviteCompanyUserRequest = z.infer<typeof inviteCompanyUserRequestSchema>;
export type InviteCompanyUserForm = z.input<typeof inviteCompanyUserRequestSchema>;

export const operatorRoleSchema = z.object({ id: z.string(), name: roleNameSchema }).meta({ id: 'OperatorRole' });
export const budgetClassOptionSchema = z.object({ id: z.string(), name: z.string() }).meta({ id: 'BudgetClassOption' });
