import { z } from 'zod';
import { idSchema, moneySchema } from '../common/primitives';
import { processStatuses } from '../expenses/expense-status';
import { mobilityTypes } from '../vocabulary/mobility-types';
import { periodStringSchema } from '../vocabulary/period-string-schema';
import { checkStatusFilters, type ReviewFilter } from './review-filter';
import { reviewBudgetInfoSchema, reviewUserSchema, userWithExpensesSchema } from './users-with-expenses';

export const userSummaryPageSize = 50;
export const userSummarySortFields = ['name', 'personalNumber', 'totalCost', 'toReview'] as const;
export type UserSummarySortField = (typeof userSummarySortFields)[number];

/** A comma-separated list in the query (`types=BIKE,TAXI`); empty means every value. */
function listParam<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .max(2000)
    .transform((text) => (text === '' ? [] : text.split(',')))
    .pipe(z.array(z.enum(values)).max(values.length))
    .optional()
    .transform((list) => list ?? []);
}

const flagParam = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

/** The audit screen's order and filter of users, shared by the page and the neighbour call. */
const userListShape = {
  month: periodStringSchema,
  /** Part of the name, e-mail or personal number, any case. */
  search: z.string().trim().max(200).optional(),
  /** Only these users (comma-separated ids, at most 200); everyone when empty. */
  userIds: z
    .string()
    .max(200 * 37)
    .transform((text) => (text === '' ? [] : text.split(',')))
    .pipe(z.array(idSchema).max(200))
    .optional()
    .transform((list) => list ?? []),
  sortBy: z.enum(userSummarySortFields).default('name'),
  sortOrder: z.enum(['ASC', 'DESC']).default('ASC'),
  types: listParam(mobilityTypes),
  statuses: listParam(processStatuses),
  checkStatus: z.enum(checkStatusFilters).default('all'),
  onlyWarnings: flagParam,
  /** Users without a matching expense are left out unless asked for. */
  showEmptyUsers: flagParam,
};

/** GET /api/v3/expenses/users/summaries: one page of the period's users (table model of spec §3). */
export const userSummariesQuerySchema = z.strictObject({
  ...userListShape,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(userSummaryPageSize),
});
export type UserSummariesQuery = z.output<typeof userSummariesQuerySchema>;
export type UserListOrder = Omit<UserSummariesQuery, 'page' | 'pageSize'>;

export function reviewFilterOf(
  query: Pick<UserListOrder, 'types' | 'statuses' | 'checkStatus' | 'onlyWarnings'>,
): ReviewFilter {
  return {
    types: query.types,
    statuses: query.statuses,
    checkStatus: query.checkStatus,
    onlyWarnings: query.onlyWarnings,
  };
}

export const userExpenseCountsSchema = z
  .object({
    /** Every expense of the user billed in the month. */
    all: z.number().int(),
    /** Those the filter shows: the rows of the user's card. */
    matching: z.number().int(),
    /** Submitted, neither checked nor marked. */
    toReview: z.number().int(),
    checked: z.number().int(),
    marked: z.number().int(),
    rejected: z.number().int(),
    /** With a cost, duplicate or receipt warning. */
    warnings: z.number().int(),
  })
  .meta({ id: 'UserExpenseCounts' });
export type UserExpenseCounts = z.infer<typeof userExpenseCountsSchema>;

/** A user's card before its expenses are loaded. */
export const userSummarySchema = z
  .object({
    user: reviewUserSchema,
    budgetInfo: reviewBudgetInfoSchema,
    /** Sum of the billable (submitted and invoiced) expenses' cost. */
    totalCost: moneySchema,
    counts: userExpenseCountsSchema,
  })
  .meta({ id: 'UserSummary' });
export type UserSummary = z.infer<typeof userSummarySchema>;

export const userSummariesResponseSchema = z
  .object({
    users: z.array(userSummarySchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  })
  .meta({ id: 'UserSummaries' });
export type UserSummariesPage = z.infer<typeof userSummariesResponseSchema>;

/** GET /api/v3/expenses/users/{userId}?month: one user's card with their expenses. */
export const userExpensesParamsSchema = z.strictObject({ userId: idSchema });
export const userExpensesQuerySchema = z.strictObject({ month: periodStringSchema });

/**
 * GET /api/v3/expenses/users/summaries/neighbour: the next (or previous) user after `userId` in
 * the list's order who has a shown expense, with their expenses; the arrow keys cross to them
 * even when their page is not loaded yet.
 */
export const neighbourUserQuerySchema = z.strictObject({
  ...userListShape,
  userId: idSchema,
  direction: z.enum(['NEXT', 'PREVIOUS']).default('NEXT'),
});
export type NeighbourUserQuery = z.output<typeof neighbourUserQuerySchema>;

export const neighbourUserResponseSchema = z
  .object({
    /** Where the user stands in the list (0-based), null when there is none. */
    position: z.number().int().nullable(),
    entry: userWithExpensesSchema.nullable(),
  })
  .meta({ id: 'NeighbourUser' });
export type NeighbourUser = z.infer<typeof neighbourUserResponseSchema>;
