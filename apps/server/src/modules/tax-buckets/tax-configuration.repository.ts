import type { TaxBudgetType } from '@mobilo/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { taxBuckets } from '../../db/schema/tax-buckets';

export async function findExportNumbers(db: Executor, companyId: string) {
  const [row] = await db
    .select({
      consultantNumber: companies.consultantNumber,
      clientNumber: companies.clientNumber,
      alphanumericPersonalNumbers: companies.alphanumericPersonalNumbers,
      defaultWorkingDays: companies.defaultWorkingDays,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

export async function updateTaxBucket(
  db: Executor,
  companyId: string,
  taxBudgetType: TaxBudgetType,
  values: {
    value?: string | null;
    bsNr?: number;
    wageName?: string;
    inftySapValue?: string | null;
    isActive?: boolean;
  },
): Promise<void> {
  await db
    .update(taxBuckets)
    .set(values)
    .where(and(eq(taxBuckets.companyId, companyId), eq(taxBuckets.taxBudgetType, taxBudgetType)));
}
