import { z } from 'zod';
import { isoDateSchema, moneySchema } from '../common/primitives';
import { expenseSchema } from '../expenses/expense';

/** GET api/v3/offboarding/{kind}?from=&to= (spec 001 §7 "Offboarding"): both days, inclusive. */
export const offboardingQuerySchema = z
  .strictObject({ from: isoDateSchema, to: isoDateSchema })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'to before from' });
export type OffboardingQuery = z.infer<typeof offboardingQuerySchema>;

export const offboardingExpensesResponseSchema = z
  .object({ expenses: z.array(expenseSchema) })
  .meta({ id: 'OffboardingExpenses' });
export type OffboardingExpenses = z.infer<typeof offboardingExpensesResponseSchema>;

export const offboardingGermanyTicketSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    /** First day of the start month; validTo the last day of the end month, null while it runs. */
    validFrom: isoDateSchema,
    validTo: isoDateSchema.nullable(),
    status: z.string(),
    ticketNumber: z.string().nullable(),
    /** The months of the range the ticket ran, with who paid what. */
    months: z.array(
      z.object({ month: z.string(), ticketPrice: moneySchema, subsidy: moneySchema, share: moneySchema }),
    ),
  })
  .meta({ id: 'OffboardingGermanyTicket' });
export const offboardingGermanyTicketsResponseSchema = z
  .object({ germanyTickets: z.array(offboardingGermanyTicketSchema) })
  .meta({ id: 'OffboardingGermanyTickets' });

/** Home charging (docs/adr/0025): the activities of the months the range touches. */
export const offboardingHomeChargingSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    month: z.string(),
    source: z.string(),
    carKind: z.string(),
    meterId: z.string().nullable(),
    startReading: z.string().nullable(),
    endReading: z.string().nullable(),
    kwh: z.string(),
    priceSource: z.string(),
    centsPerKwh: z.string(),
    amount: moneySchema,
    status: z.string(),
    rejectReason: z.string().nullable(),
  })
  .meta({ id: 'OffboardingHomeCharging' });
export const offboardingHomeChargingResponseSchema = z
  .object({ homeCharging: z.array(offboardingHomeChargingSchema) })
  .meta({ id: 'OffboardingHomeChargingList' });

/** Spec 001 §3 "Offboarding data": cards and card transactions. */
export const offboardingCardSchema = z
  .object({
    swanId: z.string(),
    category: z.string(),
    currentStatus: z.string(),
    createdAt: z.string(),
    cancelledAt: z.string().nullable(),
    owner: z.string(),
  })
  .meta({ id: 'OffboardingCard' });
export const offboardingCardsResponseSchema = z
  .object({ cards: z.array(offboardingCardSchema) })
  .meta({ id: 'OffboardingCards' });

export const offboardingCardTransactionSchema = z
  .object({
    cardSwanId: z.string(),
    transactionDate: z.string(),
    amount: moneySchema,
    merchantName: z.string(),
    salaryType: z.string().nullable(),
  })
  .meta({ id: 'OffboardingCardTransaction' });
export const offboardingCardTransactionsResponseSchema = z
  .object({ cardTransactions: z.array(offboardingCardTransactionSchema) })
  .meta({ id: 'OffboardingCardTransactions' });

/** The export's batch size (spec 001 §9). */
export const offboardingBatchSize = 10;

/** The whole previous month in UTC, as the export's default range. */
export function defaultExportRange(now: Date): { startDate: string; endDate: string } {
  const firstOfThisMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const lastOfPrevious = new Date(firstOfThisMonth - 86_400_000);
  const firstOfPrevious = new Date(Date.UTC(lastOfPrevious.getUTCFullYear(), lastOfPrevious.getUTCMonth(), 1));
  return { startDate: firstOfPrevious.toISOString().slice(0, 10), endDate: lastOfPrevious.toISOString().slice(0, 10) };
}

/** An end before the start clears the start (spec 001 §4). */
export function withEndDate(range: { startDate: string | null }, endDate: string | null) {
  const clearsStart = endDate !== null && range.startDate !== null && endDate < range.startDate;
  return { startDate: clearsStart ? null : range.startDate, endDate };
}

export function canStartExport(range: { startDate: string | null; endDate: string | null }, running: boolean): boolean {
  return range.startDate !== null && range.endDate !== null && !running;
}

/** Splits a list into consecutive batches of at most `size`. */
export function inBatches<T>(items: readonly T[], size = offboardingBatchSize): T[][] {
  if (size < 1) throw new Error('batch size must be positive');
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}
