import { fromCents, toCents } from '../money/money';
import type { ReceiptLessSettings } from './receipt-less';

/** Why a receipt-less expense is refused, with what the message names. */
export type ReceiptLessRefusal =
  | { code: 'RECEIPT_LESS_NOT_ALLOWED'; parameter: null }
  | { code: 'RECEIPT_LESS_OVER_EXPENSE_LIMIT'; parameter: string }
  | { code: 'RECEIPT_LESS_OVER_MONTH_LIMIT'; parameter: string };

/**
 * Whether a receipt-less expense of `amount` may be declared: the company allows it, the amount is
 * within the limit per expense, and with the month's other receipt-less expenses (`usedInMonth`)
 * within the limit per month. Over the month's limit, the parameter is what is left of it.
 */
export function receiptLessRefusal(
  settings: Pick<ReceiptLessSettings, 'allowed' | 'limitPerExpense' | 'limitPerMonth'>,
  amount: string,
  usedInMonth: string,
): ReceiptLessRefusal | null {
  if (!settings.allowed) return { code: 'RECEIPT_LESS_NOT_ALLOWED', parameter: null };
  const cents = toCents(amount);
  if (cents > toCents(settings.limitPerExpense))
    return { code: 'RECEIPT_LESS_OVER_EXPENSE_LIMIT', parameter: settings.limitPerExpense };
  const left = Math.max(0, toCents(settings.limitPerMonth) - toCents(usedInMonth));
  if (cents > left) return { code: 'RECEIPT_LESS_OVER_MONTH_LIMIT', parameter: fromCents(left) };
  return null;
}
