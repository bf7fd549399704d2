import { z } from 'zod';
import { isoDateSchema, moneySchema } from '../common/primitives';
import { readVersionField, versionField } from '../common/version';
import { toCents } from '../money/money';
import { mobilityTypeSchema } from '../vocabulary/mobility-types';
import { periodStringSchema } from '../vocabulary/period-string-schema';

/**
 * The receipt-less expense (Eigenbeleg, docs/adr/0026): the most a company may allow per expense
 * and per employee and month (DECISIONS "Reminders and the receipt-less expense").
 */
export const RECEIPT_LESS_MAX_PER_EXPENSE = '50.00';
export const RECEIPT_LESS_MAX_PER_MONTH = '150.00';

/** The cents of a money text; NaN (failing every comparison) for a text that is no amount. */
const centsOf = (v: string) => (moneySchema.safeParse(v).success ? toCents(v) : Number.NaN);
const positiveMoney = moneySchema.refine((v) => centsOf(v) > 0, 'money');

/** The company's rule: off by default; limits in the company currency. */
export const receiptLessSettingsSchema = z
  .object({
    ...versionField,
    allowed: z.boolean(),
    limitPerExpense: moneySchema,
    limitPerMonth: moneySchema,
  })
  .meta({ id: 'ReceiptLessSettings' });
export type ReceiptLessSettings = z.infer<typeof receiptLessSettingsSchema>;

export const updateReceiptLessSettingsSchema = z
  .strictObject({
    ...readVersionField,
    allowed: z.boolean(),
    limitPerExpense: positiveMoney.refine(
      (v) => centsOf(v) <= toCents(RECEIPT_LESS_MAX_PER_EXPENSE),
      'limitPerExpense',
    ),
    limitPerMonth: positiveMoney.refine((v) => centsOf(v) <= toCents(RECEIPT_LESS_MAX_PER_MONTH), 'limitPerMonth'),
  })
  .refine((v) => centsOf(v.limitPerMonth) >= centsOf(v.limitPerExpense), {
    message: 'limitPerMonth',
    path: ['limitPerMonth'],
  })
  .meta({ id: 'UpdateReceiptLessSettings' });
export type UpdateReceiptLessSettings = z.infer<typeof updateReceiptLessSettingsSchema>;

/** What holds until the company saves its own rule. */
export const defaultReceiptLessSettings: Omit<ReceiptLessSettings, 'version'> = {
  allowed: false,
  limitPerExpense: RECEIPT_LESS_MAX_PER_EXPENSE,
  limitPerMonth: RECEIPT_LESS_MAX_PER_MONTH,
};

/** What the employee's form needs: whether it may be used, the limits and the month's use so far. */
export const receiptLessAllowanceQuerySchema = z.strictObject({ month: periodStringSchema });
export const receiptLessAllowanceSchema = z
  .object({
    allowed: z.boolean(),
    limitPerExpense: moneySchema,
    limitPerMonth: moneySchema,
    month: periodStringSchema,
    /** The sum of the employee's receipt-less expenses dated in the month. */
    usedInMonth: moneySchema,
  })
  .meta({ id: 'ReceiptLessAllowance' });
export type ReceiptLessAllowance = z.infer<typeof receiptLessAllowanceSchema>;

const fact = (max: number) => z.string().trim().min(1).max(max);

/**
 * The declaration of a lost receipt: what was bought, when, where, the amount (in the company
 * currency), why there is no receipt, and the assurance that it is true and claimed once.
 */
export const createReceiptLessExpenseSchema = z
  .strictObject({
    date: isoDateSchema,
    originalCost: positiveMoney,
    tripToWork: z.boolean(),
    type: mobilityTypeSchema,
    /** The service paid for: "Taxi from the station to the office". */
    what: fact(300),
    /** Where it was bought or who provided it. */
    where: fact(200),
    reason: fact(500),
    /** "I assure that these facts are true and that this expense is claimed nowhere else." */
    assurance: z.literal(true, 'assurance'),
  })
  .meta({ id: 'CreateReceiptLessExpense' });
export type CreateReceiptLessExpense = z.infer<typeof createReceiptLessExpenseSchema>;
export type CreateReceiptLessExpenseInput = z.input<typeof createReceiptLessExpenseSchema>;
