import { defaultTaxBuckets, isNetWageActive, type TaxBucket } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import type { Actor } from '../../platform/request-context';
import { presentTaxBucket } from './tax-buckets.presenter';
import { insertTaxBuckets, listTaxBuckets } from './tax-buckets.repository';
import { updateTaxBucket } from './tax-configuration.repository';

export async function getTaxBuckets(db: Executor, companyId: string): Promise<TaxBucket[]> {
  return (await listTaxBuckets(db, companyId)).map(presentTaxBucket);
}

/** GET /settings/taxbudget: the actor's company's buckets. */
export function listCompanyTaxBuckets({ db }: ServiceDeps, actor: Actor, _input: object): Promise<TaxBucket[]> {
  return getTaxBuckets(db, actor.companyId);
}

/** "Net wage active": the company's TAX13 bucket is active. */
export async function isCompanyNetWageActive(db: Executor, companyId: string): Promise<boolean> {
  return isNetWageActive(await getTaxBuckets(db, companyId));
}

/** Every company gets the default buckets once; call it where companies are created. */
export async function createDefaultTaxBuckets(
  db: Executor,
  companyId: string,
  overrides: Partial<Record<TaxBucket['taxBudgetType'], Partial<Omit<TaxBucket, 'id' | 'taxBudgetType'>>>> = {},
): Promise<void> {
  await insertTaxBuckets(
    db,
    companyId,
    defaultTaxBuckets.map((bucket) => ({ ...bucket, ...overrides[bucket.taxBudgetType] })),
  );
}

/** Changes one bucket of the company, creating the defaults first; run it inside the caller's transaction. */
export async function changeTaxBucket(
  tx: Executor,
  companyId: string,
  taxBudgetType: TaxBucket['taxBudgetType'],
  values: Partial<Pick<TaxBucket, 'wageName' | 'value' | 'inftySapValue' | 'isActive'>>,
): Promise<void> {
  await createDefaultTaxBuckets(tx, companyId);
  await updateTaxBucket(tx, companyId, taxBudgetType, values);
}
