import {
  defaultTaxBuckets,
  isNetWageActive,
  type TaxBucket,
  type TaxConfiguration,
  type TaxConfigurationBucket,
  taxCategories,
} from '@mobilo/contract';

/** The wage type number a bucket stores as text; anything that is not one counts as unset. */
export function wageTypeNumberOf(value: string | null): number | null {
  if (value === null || !/^\d{1,4}$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return number >= 1 ? number : null;
}

export function presentTaxConfiguration(
  numbers: {
    consultantNumber: string | null;
    clientNumber: string | null;
    alphanumericPersonalNumbers: boolean;
    defaultWorkingDays: number;
  },
  buckets: readonly TaxBucket[],
): TaxConfiguration {
  return {
    consultantNumber: numbers.consultantNumber,
    clientNumber: numbers.clientNumber,
    netWageActive: isNetWageActive(buckets),
    alphanumericPersonalNumbers: numbers.alphanumericPersonalNumbers,
    defaultWorkingDays: numbers.defaultWorkingDays,
    buckets: taxCategories.map((category): TaxConfigurationBucket => {
      // A company created before its buckets existed shows the defaults until it saves.
      const bucket =
        buckets.find((b) => b.taxBudgetType === category) ??
        defaultTaxBuckets.find((b) => b.taxBudgetType === category)!;
      return {
        category,
        wageTypeNumber: wageTypeNumberOf(bucket.value),
        bsNr: bucket.bsNr,
        wageName: bucket.wageName,
        inftySapValue: bucket.inftySapValue,
        active: bucket.isActive,
      };
    }),
  };
}
