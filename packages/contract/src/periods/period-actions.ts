import { z } from 'zod';
import type { Right } from '../vocabulary/roles';
import {
  availablePeriodActionsSchema,
  isPeriodOpenForEmployees,
  isPeriodOpenForReview,
  periodSchema,
  type Period,
} from './period';
import { periodStringSchema } from '../vocabulary/period-string-schema';

/** PATCH /management/period/{period}/{action}: the four state changes of a period (spec §4). */
export const periodActions = ['close', 'reopen', 'invoice', 'uninvoice'] as const;
export const periodActionSchema = z.enum(periodActions);
export type PeriodAction = z.infer<typeof periodActionSchema>;

export const periodActionParamsSchema = z.strictObject({ period: periodStringSchema });
export type PeriodActionParams = z.infer<typeof periodActionParamsSchema>;

/** Every period action answers the period as it is afterwards. */
export const periodActionResponseSchema = periodSchema;

/** The facts of a period that decide which transition is allowed. */
export type PeriodTransitionFacts = Pick<Period, 'isClosed' | 'isInvoiced' | 'isInvoiceable' | 'isWithinReopenPeriod'>;

/** Why a transition is refused; each is a 409 error code of the catalogue. */
export type PeriodTransitionError =
  | 'PERIOD_ALREADY_CLOSED'
  | 'PERIOD_NOT_CLOSED'
  | 'PERIOD_INVOICED'
  | 'PERIOD_NOT_INVOICEABLE'
  | 'PERIOD_NOT_INVOICED'
  | 'REOPEN_WINDOW_EXPIRED';

/**
 * Spec §4 "Period states": close if not closed and not invoiced; reopen if closed and not
 * invoiced; invoice if not invoiced and invoiceable (closed or not); uninvoice if invoiced and
 * within the reopen window. Answers null when allowed, else the reason. The server refuses with
 * this reason, so the buttons and the server cannot disagree.
 */
export function periodTransitionError(
  action: PeriodAction,
  period: PeriodTransitionFacts,
): PeriodTransitionError | null {
  switch (action) {
    case 'close':
      if (period.isInvoiced) return 'PERIOD_INVOICED';
      return period.isClosed ? 'PERIOD_ALREADY_CLOSED' : null;
    case 'reopen':
      if (period.isInvoiced) return 'PERIOD_INVOICED';
      return period.isClosed ? null : 'PERIOD_NOT_CLOSED';
    case 'invoice':
      if (period.isInvoiced) return 'PERIOD_INVOICED';
      return period.isInvoiceable ? null : 'PERIOD_NOT_INVOICEABLE';
    case 'uninvoice':
      if (!period.isInvoiced) return 'PERIOD_NOT_INVOICED';
      return period.isWithinReopenPeriod ? null : 'REOPEN_WINDOW_EXPIRED';
  }
}

/** The period buttons of the audit and management screens. */
export type AvailablePeriodActions = z.infer<typeof availablePeriodActionsSchema>;

/**
 * Which period buttons the viewer is offered (spec §4 and §6): none without CAN_MANAGE_PERIODS
 * (the expense checker); otherwise each action whose transition is allowed, and the tax export
 * for an invoiced period.
 */
export function availablePeriodActions(
  period: PeriodTransitionFacts,
  rights: readonly Right[],
): AvailablePeriodActions {
  const manages = rights.includes('CAN_MANAGE_PERIODS');
  const offered = (action: PeriodAction) => manages && periodTransitionError(action, period) === null;
  return {
    close: offered('close'),
    reopen: offered('reopen'),
    invoice: offered('invoice'),
    uninvoice: offered('uninvoice'),
    taxExport: manages && period.isInvoiced,
  };
}

/** The flags of a period that tell the screens what the viewer may do with it and its expenses. */
export function periodAbilities(
  period: PeriodTransitionFacts,
  rights: readonly Right[],
): Pick<Period, 'isOpenForEmployees' | 'isOpenForReview' | 'availableActions'> {
  return {
    isOpenForEmployees: isPeriodOpenForEmployees(period),
    isOpenForReview: isPeriodOpenForReview(period),
    availableActions: availablePeriodActions(period, rights),
  };
}
