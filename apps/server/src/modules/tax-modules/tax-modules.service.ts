import {
  isDatevWageType,
  isNetWageActive,
  legalFiguresOfYear,
  type TaxBudgetType,
  type TaxModulesResponse,
  type UpdateTaxModuleRequest,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { countBudgetGroupsWithNetWageTypes } from '../budget-groups/budget-groups.service';
import { ticketPayrollSettings } from '../germany-ticket/ticket-payroll.service';
import { getCompanyLicences } from '../licences/licences.service';
import { changeTaxBucket, getTaxBuckets } from '../tax-buckets/tax-buckets.service';
import { presentBucketModules, presentTicketModules } from './tax-modules.presenter';

/** Budget groups and tax modules need the light or professional licence (spec 001 §6). */
async function requireBenefitLicence(db: Executor, companyId: string) {
  const licences = await getCompanyLicences(db, companyId);
  if (licences.benefit === null) throw new AppError('BENEFIT_NOT_LICENSED');
  return licences;
}

async function loadTaxModules(db: Executor, companyId: string, year: number): Promise<TaxModulesResponse> {
  const [licences, buckets, groups] = await Promise.all([
    getCompanyLicences(db, companyId),
    getTaxBuckets(db, companyId),
    countBudgetGroupsWithNetWageTypes(db, companyId),
  ]);
  const ticket = licences.germanyTicket === null ? null : await ticketPayrollSettings(db, companyId);
  return {
    year,
    modules: [...presentBucketModules(buckets), ...(ticket ? presentTicketModules(ticket) : [])],
    legalFigures: legalFiguresOfYear(year),
    netWage: { isActive: isNetWageActive(buckets), budgetGroupsWithNetWageTypes: groups },
  };
}

/** GET /api/v3/settings/tax-modules?year: the modules and the legal figures the year's exports use. */
export async function getTaxModules(
  { db, clock }: ServiceDeps,
  actor: Actor,
  { year }: { year?: number },
): Promise<TaxModulesResponse> {
  await requireBenefitLicence(db, actor.companyId);
  return loadTaxModules(db, actor.companyId, year ?? clock().getUTCFullYear());
}

/**
 * PATCH /api/v3/settings/tax-modules/{kind}: one tax bucket, the same row the tax configuration
 * edits. Switching TAX13 shows or hides the budget groups' net-wage types; their lists are kept.
 */
export async function updateTaxModule(
  { db, clock }: ServiceDeps,
  actor: Actor,
  { kind, change }: { kind: TaxBudgetType; change: UpdateTaxModuleRequest },
): Promise<TaxModulesResponse> {
  await requireBenefitLicence(db, actor.companyId);
  if (change.value !== null && !isDatevWageType(change.value)) {
    throw new AppError('WAGE_TYPE_OUTSIDE_DATEV_RANGE', change.value);
  }
  if (kind === 'TAXABLE' && !change.isActive) throw new AppError('TAXABLE_STAYS_ACTIVE');
  const value = change.value === null ? null : String(Number(change.value));
  await db.transaction(async (tx) => {
    const before = (await getTaxBuckets(tx, actor.companyId)).find((bucket) => bucket.taxBudgetType === kind) ?? null;
    await changeTaxBucket(tx, actor.companyId, kind, {
      wageName: change.wageName,
      value,
      inftySapValue: change.inftySapValue,
      isActive: change.isActive,
    });
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'tax-module.updated',
      subjectType: 'company',
      subjectId: actor.companyId,
      data: { kind, before, after: { ...change, value } },
    });
  });
  return loadTaxModules(db, actor.companyId, clock().getUTCFullYear());
}
