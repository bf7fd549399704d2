import { z } from 'zod';
import { isoDateTimeSchema } from '../common/primitives';
import { currentPeriod, monthOfPeriod, type PeriodString, yearOfPeriod } from '../vocabulary/period-string';
import { periodStringSchema } from '../vocabulary/period-string-schema';

export const periodStatuses = ['active', 'closed', 'invoiced'] as const;
export const periodStatusSchema = z.enum(periodStatuses);
export type PeriodStatus = z.infer<typeof periodStatusSchema>;

export const taxStatuses = ['NONE', 'IN_PROGRESS', 'DONE', 'FAILED'] as const;
export const taxStatusSchema = z.enum(taxStatuses);

/** What the server stores about a period; the rest is derived. */
export interface PeriodFacts {
  periodString: PeriodString;
  isClosed: boolean;
  isInvoiced: boolean;
  invoicedAt: Date | null;
}

/** Invoiced wins over closed; otherwise active. */
export function periodStatusOf(period: Pick<PeriodFacts, 'isClosed' | 'isInvoiced'>): PeriodStatus {
  if (period.isInvoiced) return 'invoiced';
  if (period.isClosed) return 'closed';
  return 'active';
}

/** Invoiceable once the period's month has started (UTC). */
export function isPeriodInvoiceable(period: PeriodString, now: Date = new Date()): boolean {
  return period <= currentPeriod(now);
}

export function isPeriodInThePast(period: PeriodString, now: Date = new Date()): boolean {
  return period < currentPeriod(now);
}

export function isWithinReopenPeriod(
  invoicedAt: Date | null,
  reopenWindowDays: number,
  now: Date = new Date(),
): boolean {
  if (!invoicedAt) return false;
  return now.getTime() - invoicedAt.getTime() <= reopenWindowDays * 24 * 60 * 60 * 1000;
}

/** May the owner of an expense in this period create, change, submit or withdraw it? */
export function isPeriodOpenForEmployees(period: Pick<PeriodFacts, 'isClosed' | 'isInvoiced'>): boolean {
  return periodStatusOf(period) === 'active';
}

/**
 * May reviewers change an expense of this period (check, mark, reject, edit)? Not once it is
 * invoiced: the invoice froze the period for everyone. Closing stops only the employees.
 */
export function isPeriodOpenForReview(period: Pick<PeriodFacts, 'isInvoiced'>): boolean {
  return !period.isInvoiced;
}

/** The period buttons the viewer is offered (see `availablePeriodActions`). */
export const availablePeriodActionsSchema = z
  .object({
    close: z.boolean(),
    reopen: z.boolean(),
    invoice: z.boolean(),
    uninvoice: z.boolean(),
    /** The tax report button: offered once the period is invoiced. */
    taxExport: z.boolean(),
  })
  .meta({ id: 'AvailablePeriodActions' });

export const periodSchema = z
  .object({
    id: z.string(),
    periodId: z.string(),
    periodString: periodStringSchema,
    year: z.string(),
    month: z.string(),
    status: periodStatusSchema,
    isInvoiced: z.boolean(),
    isClosed: z.boolean(),
    isInvoiceable: z.boolean(),
    isWithinReopenPeriod: z.boolean(),
    isInThePast: z.boolean(),
    taxStatus: taxStatusSchema,
    hasTaxProcessFailed: z.boolean(),
    invoicedAt: isoDateTimeSchema.nullable(),
    /** Employees may still create, change, submit and withdraw expenses of it. */
    isOpenForEmployees: z.boolean(),
    /** Reviewers may still check, mark, reject and edit expenses of it. */
    isOpenForReview: z.boolean(),
    /** What the viewer may do with the period, by their rights and its state. */
    availableActions: availablePeriodActionsSchema,
  })
  .meta({ id: 'Period' });
export type Period = z.infer<typeof periodSchema>;

export const listPeriodsResponseSchema = z.array(periodSchema).meta({ id: 'PeriodList' });
export const getPeriodParamsSchema = z.strictObject({ period: periodStringSchema });

export function periodYearMonth(period: PeriodString): { year: string; month: string } {
  return { year: String(yearOfPeriod(period)), month: String(monthOfPeriod(period)).padStart(2, '0') };
}
