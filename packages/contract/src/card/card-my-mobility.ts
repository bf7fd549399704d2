import { z } from 'zod';
import { moneySchema } from '../common/primitives';
import { cardStatuses, cardTransactionStatuses, type CardTransactionStatus } from './card-rules';

/** The employee's card as /card-my-mobility shows it; the number only as the issuer masks it. */
export const myCardSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(cardStatuses),
    maskedNumber: z.string().nullable(),
    category: z.enum(['VIRTUAL', 'PHYSICAL']),
  })
  .meta({ id: 'MyCard' });
export type MyCard = z.infer<typeof myCardSchema>;

/** One payment with the card: what the issuer reported and what payment control decided. */
export const myCardTransactionSchema = z
  .object({
    id: z.uuid(),
    transactionDate: z.iso.datetime({ offset: true }),
    merchantName: z.string(),
    amount: moneySchema,
    status: z.enum(cardTransactionStatuses),
    /** Whether payment control let the payment through (its allowed list or the company's fail mode). */
    isAllowed: z.boolean(),
    /** The company asks for a receipt of this payment. */
    isReceiptRequested: z.boolean(),
    receipt: z.object({ name: z.string(), uploadedAt: z.iso.datetime({ offset: true }) }).nullable(),
    isReceiptUploadable: z.boolean(),
  })
  .meta({ id: 'MyCardTransaction' });
export type MyCardTransaction = z.infer<typeof myCardTransactionSchema>;

/** GET /api/v3/card/my-mobility: the signed-in employee's card, balance, this month's load and payments. */
export const myMobilityCardSchema = z
  .object({
    card: myCardSchema.nullable(),
    /** Loaded minus what authorised and booked payments took. */
    balance: moneySchema,
    /** The month `YYYY-MM` of the clock and what was loaded for it. */
    month: z.string(),
    monthLoad: moneySchema,
    transactions: z.array(myCardTransactionSchema),
  })
  .meta({ id: 'MyMobilityCard' });
export type MyMobilityCard = z.infer<typeof myMobilityCardSchema>;

export const myCardTransactionParamsSchema = z.strictObject({ id: z.uuid() });

/** Statuses whose amount leaves the card: an authorisation holds it, a booking takes it. */
export const cardStatusesThatSpend: readonly CardTransactionStatus[] = ['AUTHORISED', 'BOOKED'];

/**
 * A receipt is asked for a payment that went through (authorised or booked) when the company
 * asks for receipts; a declined or released payment cost nothing and needs none.
 */
export function isCardReceiptRequested(receiptsRequired: boolean, status: CardTransactionStatus): boolean {
  return receiptsRequired && cardStatusesThatSpend.includes(status);
}
