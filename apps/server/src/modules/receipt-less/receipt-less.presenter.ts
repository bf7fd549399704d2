import { defaultReceiptLessSettings, type ReceiptLessSettings } from '@mobilo/contract';
import type { ReceiptLessSettingsRow } from './receipt-less.repository';

/** The company's rule; no row yet: the defaults (not allowed) as version 1. */
export function presentSettings(row: ReceiptLessSettingsRow | null): ReceiptLessSettings {
  if (!row) return { ...defaultReceiptLessSettings, version: 1 };
  return {
    version: row.version,
    allowed: row.allowed,
    limitPerExpense: row.limitPerExpense,
    limitPerMonth: row.limitPerMonth,
  };
}
