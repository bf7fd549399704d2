import { z } from 'zod';
import { isoDateSchema, moneySchema } from '../common/primitives';
import { readVersionField } from '../common/version';
import { currencyCodeSchema, exchangeRateSchema } from '../exchange-rates/currency';
import { mobilityTypeSchema } from '../vocabulary/mobility-types';
import { expenseOriginSchema } from '../vocabulary/user-enums';

/**
 * POST /v2/expenses/ and PUT /v2/expenses/{id}: the employee form's fields. A draft may leave the
 * purpose and type open; the exchange rate may be typed when no rate is known.
 */
export const saveExpenseRequestSchema = z
  .strictObject({
    /** A decimal string ("12.50"); a JSON number with at most two decimals is taken as well. */
    originalCost: z
      .union([moneySchema, z.number().nonnegative()])
      .transform((v) => (typeof v === 'number' ? String(v) : v))
      .pipe(moneySchema.refine((v) => !v.startsWith('-'), 'originalCost')),
    originalCurrency: currencyCodeSchema.default('EUR'),
    tripToWork: z.boolean().nullable().default(null),
    type: mobilityTypeSchema.nullable().default(null),
    date: isoDateSchema,
    description: z.string().max(2000).nullable().default(null),
    origin: expenseOriginSchema.default('HOME'),
    exchangeRate: exchangeRateSchema.nullable().optional(),
  })
  .meta({ id: 'SaveExpenseRequest' });
export type SaveExpenseRequest = z.input<typeof saveExpenseRequestSchema>;
export type SaveExpenseInput = z.output<typeof saveExpenseRequestSchema>;

/** PUT /v2/expenses/{id}: the form's fields and the version the form read (docs/adr/0022). */
export const replaceExpenseRequestSchema = saveExpenseRequestSchema.extend(readVersionField).meta({
  id: 'ReplaceExpenseRequest',
});
