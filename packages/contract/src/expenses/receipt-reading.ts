import { z } from 'zod';
import { idSchema, isoDateSchema, moneySchema } from '../common/primitives';
import { currencyCodeSchema } from '../exchange-rates/currency';

/** Spec §3 "Receipt-read (OCR) result": what reading one receipt file found. */
export const receiptReadingSchema = z
  .object({
    fileId: idSchema,
    totalAmount: moneySchema.nullable(),
    invoiceDate: isoDateSchema.nullable(),
    currency: currencyCodeSchema.nullable(),
    invoiceNumber: z.string().nullable(),
  })
  .meta({ id: 'ReceiptReading' });
export type ReceiptReading = z.infer<typeof receiptReadingSchema>;

export const combinedReceiptReadingSchema = receiptReadingSchema
  .omit({ fileId: true })
  .meta({ id: 'CombinedReceiptReading' });
export type CombinedReceiptReading = z.infer<typeof combinedReceiptReadingSchema>;

/** GET /management/period/expense/{id}/ocr: one result per read file (main file first) and their combination. */
export const expenseReceiptReadingsResponseSchema = z
  .object({
    expenseId: idSchema,
    files: z.array(receiptReadingSchema),
    combined: combinedReceiptReadingSchema,
  })
  .meta({ id: 'ExpenseReceiptReadings' });
export type ExpenseReceiptReadingsResponse = z.infer<typeof expenseReceiptReadingsResponseSchema>;

/** POST /management/period/expense/{id}/ocr/read: how many receipt files are read again. */
export const readReceiptsAgainResponseSchema = z
  .object({ queued: z.number().int().nonnegative() })
  .meta({ id: 'ReadReceiptsAgain' });
export type ReadReceiptsAgainResponse = z.infer<typeof readReceiptsAgainResponseSchema>;

const empty = (value: string | null) => value === null || value.trim() === '';

/** The combined result takes the first non-empty value per field, in the order of the files. */
export function combineReceiptReadings(readings: readonly ReceiptReading[]): CombinedReceiptReading {
  const first = (field: keyof CombinedReceiptReading) =>
    readings.map((r) => r[field]).find((value) => !empty(value)) ?? null;
  return {
    totalAmount: first('totalAmount'),
    invoiceDate: first('invoiceDate'),
    currency: first('currency'),
    invoiceNumber: first('invoiceNumber'),
  };
}
