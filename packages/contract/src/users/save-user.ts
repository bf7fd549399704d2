import { readVersionField } from '../common/version';
import { z } from 'zod';
import { emailSchema, isoDateSchema, moneyInput, moneySchema } from '../common/primitives';
import { languageSchema, userTypeSchema } from '../vocabulary/user-enums';

const personName = z.string().trim().min(1).max(100);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

const budgetOfUser = moneySchema.refine((value) => !value.startsWith('-'), 'negative');

/** The editable fields of a user, shared by create (POST /user) and update (PUT /user/{id}). */
export const userFieldsSchema = z.strictObject({
  firstName: personName,
  lastName: personName,
  email: emailSchema,
  roleId: z.uuid(),
  personalNumber: optionalText(50),
  userType: userTypeSchema,
  budgetClassId: z.uuid().nullable().optional(),
  /** The user's own monthly budget; null uses the budget group's. */
  budget: budgetOfUser.nullable().optional(),
  budgetOverflowStarts: isoDateSchema.nullable().optional(),
  culture: languageSchema,
  timezone: z.string().trim().min(1).max(64),
  additionalSalaryInformation: optionalText(1000),
  /** Full km of the one-way commute (Entfernungspauschale); left out: unchanged. */
  commuteDistanceKm: z.number().int().min(0).max(1000).nullable().optional(),
  /** Working days per month; null takes the company's default; left out: unchanged. */
  workingDaysPerMonth: z.number().int().min(0).max(31).nullable().optional(),
});

/**
 * POST /user: the user starts in status CREATED; `invite` sends the invitation at once, or an
 * invitation can be scheduled for a later day.
 */
export const createUserFormSchema = userFieldsSchema.extend({
  scheduledInvitationDate: isoDateSchema.nullable().optional(),
  invite: z.boolean().optional(),
});
/** A budget in a request may also come as a JSON number. */
const moneyFields = { budget: moneyInput(budgetOfUser).nullable().optional() };
export const createUserRequestSchema = createUserFormSchema.extend(moneyFields);
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/** PUT /user/{id} */
export const updateUserRequestSchema = userFieldsSchema.extend(moneyFields).extend(readVersionField);
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;
