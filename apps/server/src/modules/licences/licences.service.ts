import type { LicenceInfo } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import type { Actor } from '../../platform/request-context';
import { presentLicences } from './licences.presenter';
import { findCompanyLicences, upsertCompanyLicences } from './licences.repository';

export async function getLicences({ db }: ServiceDeps, actor: Actor): Promise<LicenceInfo> {
  return presentLicences(await findCompanyLicences(db, actor.companyId));
}

/** What a company has licensed, for the operator's licence page. */
export async function getCompanyLicences(db: Executor, companyId: string): Promise<LicenceInfo> {
  return presentLicences(await findCompanyLicences(db, companyId));
}

/** Sets what a company has licensed (the operator's licence page and the demo data). */
export async function setLicences(db: Executor, companyId: string, licences: LicenceInfo): Promise<void> {
  await upsertCompanyLicences(db, companyId, licences);
}
