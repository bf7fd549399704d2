import type { CompanyPackage } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { notFound } from '../../platform/app-error';
import { findCompany } from './companies.repository';

/** The company facts other modules decide by. */
export interface CompanyFacts {
  id: string;
  name: string;
  country: string;
  currency: string;
  package: CompanyPackage;
  isPersonioActive: boolean;
  defaultUserType: string;
  defaultLanguage: string;
  isTrialAccount: boolean;
}

export async function getCompanyFacts(db: Executor, companyId: string): Promise<CompanyFacts> {
  const row = await findCompany(db, companyId);
  if (!row) throw notFound('company');
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    currency: row.currency,
    package: row.package as CompanyPackage,
    isPersonioActive: row.isPersonioActive,
    defaultUserType: row.defaultUserType,
    defaultLanguage: row.defaultLanguage,
    isTrialAccount: row.isTrialAccount,
  };
}
