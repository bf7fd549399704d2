import type { TaxConfiguration, UpdateTaxConfigurationRequest } from '@mobilo/contract';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { updateCompanyRecord } from '../companies/companies.service';
import { presentTaxConfiguration } from './tax-configuration.presenter';
import { findExportNumbers, updateTaxBucket } from './tax-configuration.repository';
import { createDefaultTaxBuckets, getTaxBuckets } from './tax-buckets.service';

/** The company's payroll export settings; other modules (the export) read them here too. */
export async function getTaxConfiguration(
  { db }: { db: Executor },
  { companyId }: { companyId: string },
): Promise<TaxConfiguration> {
  const [numbers, buckets] = await Promise.all([findExportNumbers(db, companyId), getTaxBuckets(db, companyId)]);
  if (!numbers) throw notFound('company');
  return presentTaxConfiguration(numbers, buckets);
}

/** Replaces the whole configuration in one transaction, audited with what it was before. */
export async function updateTaxConfiguration(
  { db }: { db: Database },
  actor: Actor,
  { body: request }: { body: UpdateTaxConfigurationRequest },
): Promise<TaxConfiguration> {
  return db.transaction(async (tx) => {
    const before = await getTaxConfiguration({ db: tx }, actor);
    await createDefaultTaxBuckets(tx, actor.companyId);
    await updateCompanyRecord(tx, actor.companyId, {
      consultantNumber: request.consultantNumber,
      clientNumber: request.clientNumber,
      alphanumericPersonalNumbers: request.alphanumericPersonalNumbers,
      defaultWorkingDays: request.defaultWorkingDays,
    });
    await updateTaxBucket(tx, actor.companyId, 'TAX13', { isActive: request.netWageActive });
    for (const bucket of request.buckets) {
      await updateTaxBucket(tx, actor.companyId, bucket.category, {
        value: bucket.wageTypeNumber === null ? null : String(bucket.wageTypeNumber),
        bsNr: bucket.bsNr,
        wageName: bucket.wageName,
        inftySapValue: bucket.inftySapValue,
        isActive: bucket.active,
      });
    }
    const after = await getTaxConfiguration({ db: tx }, actor);
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'tax-configuration.updated',
      subjectType: 'company',
      subjectId: actor.companyId,
      data: { before, after },
    });
    return after;
  });
}
