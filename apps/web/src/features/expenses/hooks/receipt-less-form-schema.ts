import {
  type CreateReceiptLessExpense,
  createReceiptLessExpenseSchema,
  fromCents,
  type MobilityType,
  type NumberFormat,
  parseLocalizedAmount,
} from '@mobilo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { localizedResolver } from '../../../lib/localized-resolver';

/** What the declaration form holds: the amount as typed, the purpose and type not chosen yet. */
export interface ReceiptLessFormValues {
  date: string;
  originalCost: string;
  tripToWork: boolean | null;
  type: MobilityType | null;
  what: string;
  where: string;
  reason: string;
  assurance: boolean;
}

export const emptyReceiptLessForm = (today: string): ReceiptLessFormValues => ({
  date: today,
  originalCost: '',
  tripToWork: null,
  type: null,
  what: '',
  where: '',
  reason: '',
  assurance: false,
});

/**
 * The contract's declaration schema, with the amount read as the language writes it ("12,40" in
 * German): the form checks exactly what the server checks.
 */
export function receiptLessResolver(format: NumberFormat) {
  const schema = z
    .custom<ReceiptLessFormValues>()
    .transform((values) => {
      const cents = parseLocalizedAmount(values.originalCost, format);
      return { ...values, originalCost: cents === null ? values.originalCost : fromCents(cents) };
    })
    .pipe(createReceiptLessExpenseSchema);
  return localizedResolver<ReceiptLessFormValues, unknown, CreateReceiptLessExpense>(zodResolver(schema));
}
