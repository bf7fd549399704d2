import { type CombinedReceiptReading, expenseCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/v3/receipts/read: what the receipt states, read before it is attached. */
export function readReceipt(file: File): Promise<CombinedReceiptReading> {
  return api.call(expenseCalls.readReceipt, { file });
}

/** A receipt that cannot be read only means no suggestion: its errors stay quiet. */
export function useReadReceipt() {
  return useMutation({ mutationFn: readReceipt, meta: { notifyOnError: false } });
}
