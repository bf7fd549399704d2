import type { CompanyLicence, UpdateCompanyLicenceRequest, UpdateCompanyLicenceResponse } from '@mobilo/contract';
import type { ServiceDeps } from '../../platform/app-context';
import { notFound } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { restrictBudgetGroupsToPackage } from '../budget-groups/budget-groups.service';
import { getCompanyFacts, updateCompanyRecord } from '../companies/companies.service';
import { getCompanyLicences, setLicences } from '../licences/licences.service';
import { lockCompany } from './operator-companies.repository';

/** GET /god/company/{id}/licence */
export async function getCompanyLicence(
  { db }: ServiceDeps,
  _actor: Actor,
  { id }: { id: string },
): Promise<CompanyLicence> {
  const facts = await getCompanyFacts(db, id);
  return { licence: await getCompanyLicences(db, id), package: facts.package };
}

/**
 * PUT /god/company/{id}/licence: what the company has licensed and its package. Moving to the
 * Unlimited package (public transport only) takes every other type out of all its budget groups
 * in the same transaction, and says how many.
 */
export async function updateCompanyLicence(
  { db }: ServiceDeps,
  actor: Actor,
  { id, licence: request }: { id: string; licence: UpdateCompanyLicenceRequest },
): Promise<UpdateCompanyLicenceResponse> {
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, id);
    if (!company) throw notFound('company');
    const { package: companyPackage, ...licence } = request;
    await setLicences(tx, id, licence);
    await updateCompanyRecord(tx, id, { package: companyPackage });
    const cleanUp = await restrictBudgetGroupsToPackage(tx, id, companyPackage);
    await recordAuditEvent(tx, id, {
      actorId: actor.userId,
      action: 'company.licence',
      subjectType: 'company',
      subjectId: id,
      data: { ...request, previousPackage: company.package, ...cleanUp },
    });
    return { licence, package: companyPackage, ...cleanUp };
  });
}
