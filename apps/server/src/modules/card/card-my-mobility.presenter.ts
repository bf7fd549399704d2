import { isCardReceiptRequested, type MyCardTransaction } from '@mobilo/contract';
import type { MyCardTransactionRow } from './card-my-mobility.repository';

const allowedReasons = new Set(['MCC_ALLOWED', 'MERCHANT_ALLOWED', 'FAIL_OPEN']);

/**
 * A payment as the employee sees it. It was allowed when payment control accepted it; one that
 * arrived without a decision (the issuer's own check) counts as allowed unless it was declined.
 */
export function presentMyCardTransaction(row: MyCardTransactionRow, receiptsRequired: boolean): MyCardTransaction {
  const isAllowed =
    row.status !== 'DECLINED' && (row.decisionReason === null || allowedReasons.has(row.decisionReason));
  const isReceiptRequested = isCardReceiptRequested(receiptsRequired, row.status);
  return {
    id: row.id,
    transactionDate: row.transactionDate.toISOString(),
    merchantName: row.merchantName,
    amount: row.amount,
    status: row.status,
    isAllowed,
    isReceiptRequested,
    receipt:
      row.receiptFileKey && row.receiptUploadedAt
        ? { name: row.receiptFileName ?? 'receipt', uploadedAt: row.receiptUploadedAt.toISOString() }
        : null,
    isReceiptUploadable: isReceiptRequested,
  };
}
