import { versionField } from '../common/version';
import { z } from 'zod';
import { moneySchema } from '../common/primitives';
import { mobilityTypeSchema } from '../vocabulary/mobility-types';

export const budgetGroupNameSchema = z.string().trim().min(1).max(100);

/** A budget: a non-negative amount with at most two decimals, below the numeric(12,2) limit. */
export const budgetAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'budgetGroupBudgetInvalid');

export const overflowIntervalKeys = ['NONE', 'YEARLY', 'HALF_YEARLY', 'QUARTERLY'] as const;
export const overflowIntervalKeySchema = z.enum(overflowIntervalKeys);
export type OverflowIntervalKey = z.infer<typeof overflowIntervalKeySchema>;

/** The expiry months of each interval (DECISIONS "Budget arithmetic"). */
export const overflowIntervalMonths: Record<OverflowIntervalKey, number[]> = {
  NONE: [],
  YEARLY: [12],
  HALF_YEARLY: [6, 12],
  QUARTERLY: [3, 6, 9, 12],
};

/** A list of expiry months: distinct months 1-12, at most four. */
export const overflowIntervalSchema = z
  .array(z.number().int().min(1).max(12))
  .max(4)
  .refine((months) => new Set(months).size === months.length, 'duplicate month')
  .refine((months) => [0, 1, 2, 4].includes(months.length), 'overflowIntervalInvalid');

/** Classifies a month list by its length: none, yearly (1), half-yearly (2) or quarterly (4). */
export function overflowIntervalKeyOf(months: readonly number[]): OverflowIntervalKey {
  switch (months.length) {
    case 1:
      return 'YEARLY';
    case 2:
      return 'HALF_YEARLY';
    case 4:
      return 'QUARTERLY';
    default:
      return 'NONE';
  }
}

const typeList = z.array(mobilityTypeSchema).refine((types) => new Set(types).size === types.length, 'duplicate type');

/** The six mobility-type lists of a budget group. */
export const mobilityListNames = [
  'companyMobilityTypes',
  'companyNetWageMobilityTypes',
  'abroadCompanyNetWageMobilityTypes',
  'privateMobilityTypes',
  'privateNetWageMobilityTypes',
  'abroadPrivateNetWageMobilityTypes',
] as const;
export type MobilityListName = (typeof mobilityListNames)[number];

export const mobilityListsSchema = z.object({
  companyMobilityTypes: typeList,
  companyNetWageMobilityTypes: typeList,
  abroadCompanyNetWageMobilityTypes: typeList,
  privateMobilityTypes: typeList,
  privateNetWageMobilityTypes: typeList,
  abroadPrivateNetWageMobilityTypes: typeList,
});
export type MobilityLists = z.infer<typeof mobilityListsSchema>;

export const budgetGroupMemberSchema = z
  .object({ id: z.string(), firstName: z.string(), lastName: z.string(), personalNumber: z.string().nullable() })
  .meta({ id: 'BudgetGroupMember' });

/** Spec 001 §3 "Budget group". */
export const budgetGroupSchema = z
  .object({
    id: z.string(),
    ...versionField,
    name: z.string(),
    /** The monthly budget (for the current month), in company currency. */
    budget: moneySchema,
    users: z.array(budgetGroupMemberSchema),
    usersCount: z.number().int(),
    /** Users whose move into this group is scheduled; no call schedules such moves, so always 0 and []. */
    scheduledUsersCount: z.number().int(),
    assignedUserSchedules: z.array(z.object({ userId: z.string(), date: z.string() })),
    overflowInterval: z.array(z.number().int()),
    overflowIntervalKey: overflowIntervalKeySchema,
    overflowIntervalString: z.string(),
    ...mobilityListsSchema.shape,
    /** Computed by the server (`budgetGroupAbilities`): what the viewer may do with the group. */
    isEditable: z.boolean(),
    isDeletable: z.boolean(),
    isDuplicable: z.boolean(),
  })
  .meta({ id: 'BudgetGroup' });
export type BudgetGroup = z.infer<typeof budgetGroupSchema>;

export const budgetGroupIdParamsSchema = z.strictObject({ id: z.uuid() });
