import { z } from 'zod';
import { moneySchema } from '../common/primitives';
import { fromCents, type Cents } from '../money/money';
import { periodStringSchema } from '../vocabulary/period-string-schema';
import { personalNumberConflicts } from './datev-numbers';
import type { FlatRateCap } from './flat-rate-cap';
import { type TaxCategory, taxCategories, taxCategorySchema } from './tax-configuration';

/**
 * GET /api/v3/management/period/{period}/export/warnings: what the accountant should know before
 * the export (DECISIONS "Export warnings"); the dialog asks to confirm when the list is not empty.
 */
export const exportWarningCodes = [
  'USERS_WITHOUT_PERSONAL_NUMBER',
  'UNCHECKED_EXPENSES',
  'MARKED_EXPENSES',
  'USERS_OVER_BUDGET',
  'CATEGORY_WITHOUT_WAGE_TYPE',
  'INVALID_PERSONAL_NUMBER',
  'DUPLICATE_PERSONAL_NUMBER',
  'COMMUTE_DISTANCE_MISSING',
  'FLAT_RATE_CAPPED',
  'RECEIPT_AMOUNT_DIFFERS',
  /** Germany ticket lines payroll cannot book: no wage type for them, or no personal number. */
  'GERMANY_TICKET_NOT_BOOKABLE',
  'HOME_CHARGING_NOT_BOOKABLE',
  /** Mobility card loads payroll cannot book: no wage type for their tax treatment, or no personal number. */
  'CARD_NOT_BOOKABLE',
  /** Expenses declared without a receipt (Eigenbeleg, docs/adr/0026). */
  'RECEIPT_LESS_EXPENSES',
] as const;
/** Warnings that stop the DATEV files (the Excel file is still written). */
export const datevBlockingWarningCodes: readonly ExportWarningCode[] = [
  'INVALID_PERSONAL_NUMBER',
  'DUPLICATE_PERSONAL_NUMBER',
];
export const exportWarningCodeSchema = z.enum(exportWarningCodes);
export type ExportWarningCode = z.infer<typeof exportWarningCodeSchema>;

/** One affected user, expense or category; fields that do not apply are null. */
export const exportWarningDetailSchema = z
  .object({
    userId: z.string().nullable(),
    userName: z.string().nullable(),
    personalNumber: z.string().nullable(),
    expenseId: z.string().nullable(),
    category: taxCategorySchema.nullable(),
    /**
     * Users over budget: the amount not covered; categories: the amount without a wage type;
     * capped or missing distance: the amount moved to taxable wage; a receipt that disagrees: the
     * amount the receipt states.
     */
    amount: moneySchema.nullable(),
  })
  .meta({ id: 'ExportWarningDetail' });
export type ExportWarningDetail = z.infer<typeof exportWarningDetailSchema>;

export const exportWarningSchema = z
  .object({
    code: exportWarningCodeSchema,
    count: z.number().int().positive(),
    details: z.array(exportWarningDetailSchema),
  })
  .meta({ id: 'ExportWarning' });
export type ExportWarning = z.infer<typeof exportWarningSchema>;

export const exportWarningsParamsSchema = z.strictObject({ period: periodStringSchema });
export const exportWarningsResponseSchema = z.array(exportWarningSchema).meta({ id: 'ExportWarnings' });

/** The facts of a period's export the warnings are drawn from. */
export interface ExportWarningInput {
  users: readonly {
    userId: string;
    userName: string;
    personalNumber: string | null;
    /** Billable minus reimbursed. */
    notReimbursed: Cents;
    /** Reimbursed per category. */
    reimbursed: Readonly<Record<TaxCategory, Cents>>;
    /** What the Entfernungspauschale did to the flat-rate amounts. */
    flatRateCap: FlatRateCap;
  }[];
  expenses: readonly { id: string; userId: string; isChecked: boolean; isMarked: boolean }[];
  /** Categories whose bucket names no wage type. */
  categoriesWithoutWageType: readonly TaxCategory[];
  /**
   * The company pays through DATEV (its numbers are set): personal numbers DATEV cannot book are
   * warned about. Without DATEV numbers they are the company's own business.
   */
  checkDatevNumbers?: boolean;
}

const detail = (fields: Partial<ExportWarningDetail>): ExportWarningDetail => ({
  userId: null,
  userName: null,
  personalNumber: null,
  expenseId: null,
  category: null,
  amount: null,
  ...fields,
});

/** Warnings in a fixed order; a code without anything affected is left out. */
export function collectExportWarnings(input: ExportWarningInput): ExportWarning[] {
  const userById = new Map(input.users.map((user) => [user.userId, user]));
  const userDetail = (userId: string) => {
    const user = userById.get(userId);
    return { userId, userName: user?.userName ?? null, personalNumber: user?.personalNumber ?? null };
  };
  const withoutNumber = input.users.filter((user) => !user.personalNumber?.trim());
  const unchecked = input.expenses.filter((expense) => !expense.isChecked && !expense.isMarked);
  const marked = input.expenses.filter((expense) => expense.isMarked);
  const overBudget = input.users.filter((user) => user.notReimbursed > 0);
  const categories = taxCategories
    .filter((category) => input.categoriesWithoutWageType.includes(category))
    .map((category) => ({ category, amount: input.users.reduce((sum, user) => sum + user.reimbursed[category], 0) }))
    .filter((entry) => entry.amount > 0);
  const conflicts = input.checkDatevNumbers ? personalNumberConflicts(input.users) : { invalid: [], duplicate: [] };
  const withoutDistance = input.users.filter(
    (user) => user.flatRateCap.allowance === null && user.flatRateCap.movedToTaxable > 0,
  );
  const capped = input.users.filter(
    (user) => user.flatRateCap.allowance !== null && user.flatRateCap.movedToTaxable > 0,
  );
  const movedDetail = (user: ExportWarningInput['users'][number]) =>
    detail({ ...userDetail(user.userId), category: 'FLAT_15', amount: fromCents(user.flatRateCap.movedToTaxable) });
  const warnings: ExportWarning[] = [
    {
      code: 'USERS_WITHOUT_PERSONAL_NUMBER',
      count: withoutNumber.length,
      details: withoutNumber.map((user) => detail(userDetail(user.userId))),
    },
    {
      code: 'UNCHECKED_EXPENSES',
      count: unchecked.length,
      details: unchecked.map((expense) => detail({ ...userDetail(expense.userId), expenseId: expense.id })),
    },
    {
      code: 'MARKED_EXPENSES',
      count: marked.length,
      details: marked.map((expense) => detail({ ...userDetail(expense.userId), expenseId: expense.id })),
    },
    {
      code: 'USERS_OVER_BUDGET',
      count: overBudget.length,
      details: overBudget.map((user) => detail({ ...userDetail(user.userId), amount: fromCents(user.notReimbursed) })),
    },
    {
      code: 'CATEGORY_WITHOUT_WAGE_TYPE',
      count: categories.length,
      details: categories.map((entry) => detail({ category: entry.category, amount: fromCents(entry.amount) })),
    },
    {
      code: 'INVALID_PERSONAL_NUMBER',
      count: conflicts.invalid.length,
      details: conflicts.invalid.map((user) => detail(userDetail(user.userId))),
    },
    {
      code: 'DUPLICATE_PERSONAL_NUMBER',
      count: conflicts.duplicate.length,
      details: conflicts.duplicate.map((user) => detail(userDetail(user.userId))),
    },
    { code: 'COMMUTE_DISTANCE_MISSING', count: withoutDistance.length, details: withoutDistance.map(movedDetail) },
    { code: 'FLAT_RATE_CAPPED', count: capped.length, details: capped.map(movedDetail) },
  ];
  return warnings.filter((warning) => warning.count > 0);
}
