import type { LicenceInfo } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import type { Actor } from '../../platform/request-context';
import { presentLicences } from './licences.presenter';
import { findCompanyLicences, findLicencesOfCompanies, upsertCompanyLicences } from './licences.repository';

export async function getLicences({ db }: ServiceDeps, actor: Actor): Promise<LicenceInfo> {
  return presentLicences(await findCompanyLicences(db, actor.companyId));
}

/** What a company has licensed, for the operator's licence page. */
export async function getCompanyLicences(db: Executor, companyId: string): Promise<LicenceInfo> {
  return presentLicences(await findCompanyLicences(db, companyId));
}

/** What each of the companies has licensed, by company id (the operator's list). */
export async function listLicencesOfCompanies(db: Executor, companyIds: string[]): Promise<Map<string, LicenceInfo>> {
  const rows = await findLicencesOfCompanies(db, companyIds);
  const byCompany = new Map(rows.map((row) => [row.companyId, row]));
  return new Map(companyIds.map((id) => [id, presentLicences(byCompany.get(id) ?? null)]));
}

/** Sets what a company has licensed (the operator's licence page and the demo data). */
export async function setLicences(db: Executor, companyId: string, licences: LicenceInfo): Promise<void> {
  await upsertCompanyLicences(db, companyId, licences);
}
