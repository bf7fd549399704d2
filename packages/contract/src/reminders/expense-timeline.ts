import { z } from 'zod';
import { isoDateSchema } from '../common/primitives';
import type { ExpenseStatus } from '../expenses/expense-status';
import { periodOfDate, type PeriodString } from '../vocabulary/period-string';
import { periodStringSchema } from '../vocabulary/period-string-schema';
import { addDays, dayOfInstant } from './calendar-days';
import { submissionDeadline } from './reminder-rules';
import type { CompanyReminderSettings } from './reminder-settings';

/** The way of an expense from submission to the employee's pay. */
export const timelineSteps = ['SUBMITTED', 'CHECKED', 'PERIOD_CLOSED', 'INVOICED', 'IN_PAYROLL', 'IMPORTED'] as const;
export type TimelineStep = (typeof timelineSteps)[number];

export const timelineEntrySchema = z.object({
  step: z.enum(timelineSteps),
  /** DONE (with the day, where it is known), NEXT (the next step, with the day it is expected), LATER, or STOPPED (rejected). */
  state: z.enum(['DONE', 'NEXT', 'LATER', 'STOPPED']),
  day: isoDateSchema.nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const expenseTimelineSchema = z
  .object({
    steps: z.array(timelineEntrySchema),
    /** The payroll month the refund goes (or is expected to go) into. */
    payrollMonth: periodStringSchema,
    /** True once an export of the month has named it; before, it is expected from the deadlines. */
    payrollMonthFixed: z.boolean(),
  })
  .meta({ id: 'ExpenseTimeline' });
export type ExpenseTimeline = z.infer<typeof expenseTimelineSchema>;

export interface TimelineFacts {
  /** Today, YYYY-MM-DD. */
  today: string;
  period: PeriodString;
  status: ExpenseStatus;
  submittedAt: string | null;
  isChecked: boolean;
  checkedAt: string | null;
  periodState: { isClosed: boolean; closedAt: string | null; isInvoiced: boolean; invoicedAt: string | null };
  /** The period's latest finished payroll export, if any. */
  payrollExport: { payrollMonth: PeriodString; writtenAt: string; importedAt: string | null } | null;
  settings: Pick<CompanyReminderSettings, 'submissionDeadlineDay' | 'importWaitingDays'>;
}

const later = (day: string, today: string) => (day < today ? today : day);

/**
 * Which steps are done (and when), which is next and when it is expected: the deadline for the
 * submission, the day after it for checking, closing and invoicing, the invoicing month's payroll,
 * and the import a few days after the export (the company's settings).
 */
export function expenseTimeline(facts: TimelineFacts): ExpenseTimeline {
  const { today, periodState, payrollExport } = facts;
  const deadline = submissionDeadline(facts.period, facts.settings);
  const afterDeadline = later(addDays(deadline, 1), today);
  const invoicedOn = periodState.invoicedAt ? dayOfInstant(periodState.invoicedAt) : null;
  const submitted = facts.submittedAt !== null && ['SUBMITTED', 'INVOICED', 'REJECTED'].includes(facts.status);
  const invoiced = periodState.isInvoiced && facts.status === 'INVOICED';
  const exported = invoiced && payrollExport !== null;
  const done: Record<TimelineStep, { done: boolean; day: string | null }> = {
    SUBMITTED: { done: submitted, day: facts.submittedAt ? dayOfInstant(facts.submittedAt) : null },
    CHECKED: { done: submitted && facts.isChecked, day: facts.checkedAt ? dayOfInstant(facts.checkedAt) : null },
    // A period closed before its closing moment was kept was closed by its invoice at the latest.
    PERIOD_CLOSED: {
      done: periodState.isClosed || periodState.isInvoiced,
      day: periodState.closedAt ? dayOfInstant(periodState.closedAt) : periodState.isInvoiced ? invoicedOn : null,
    },
    INVOICED: { done: invoiced, day: invoicedOn },
    IN_PAYROLL: { done: exported, day: payrollExport ? dayOfInstant(payrollExport.writtenAt) : null },
    IMPORTED: {
      done: exported && payrollExport.importedAt !== null,
      day: payrollExport?.importedAt ? dayOfInstant(payrollExport.importedAt) : null,
    },
  };
  const expected: Record<TimelineStep, string> = {
    SUBMITTED: later(deadline, today),
    CHECKED: afterDeadline,
    PERIOD_CLOSED: afterDeadline,
    INVOICED: afterDeadline,
    IN_PAYROLL: invoicedOn ? later(invoicedOn, today) : afterDeadline,
    IMPORTED: later(
      addDays(payrollExport ? dayOfInstant(payrollExport.writtenAt) : afterDeadline, facts.settings.importWaitingDays),
      today,
    ),
  };
  const rejected = facts.status === 'REJECTED';
  let nextGiven = false;
  const steps = timelineSteps.map((step): TimelineEntry => {
    if (done[step].done) return { step, state: 'DONE', day: done[step].day };
    if (rejected && step === 'CHECKED') {
      nextGiven = true;
      return { step, state: 'STOPPED', day: null };
    }
    if (nextGiven) return { step, state: 'LATER', day: null };
    nextGiven = true;
    return { step, state: 'NEXT', day: expected[step] };
  });
  const fixed = payrollExport !== null;
  const payrollMonth = fixed ? payrollExport.payrollMonth : periodOfDate(expected.IN_PAYROLL);
  return { steps, payrollMonth, payrollMonthFixed: fixed };
}

/** The month card: the payroll month this period's refund reaches the employee's pay in. */
export const monthRefundSchema = z
  .object({ period: periodStringSchema, payrollMonth: periodStringSchema, payrollMonthFixed: z.boolean() })
  .meta({ id: 'MonthRefund' });
export type MonthRefund = z.infer<typeof monthRefundSchema>;
