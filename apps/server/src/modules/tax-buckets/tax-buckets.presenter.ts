import type { TaxBucket } from '@mobilo/contract';
import type { TaxBucketRow } from './tax-buckets.repository';

export function presentTaxBucket(row: TaxBucketRow): TaxBucket {
  return {
    id: row.id,
    taxBudgetType: row.taxBudgetType,
    wageName: row.wageName,
    value: row.value,
    bsNr: row.bsNr === 3 ? 3 : 2,
    isActive: row.isActive,
    inftySapValue: row.inftySapValue,
  };
}
