import type { CompanyOption, CompanyPackage, Language, UserType } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { notFound } from '../../platform/app-error';
import {
  type CompanyInsert,
  companyHasSso,
  findCompany,
  insertCompany,
  listCompanyOptions,
  updateCompany,
} from './companies.repository';

/** The company facts other modules decide by. */
export interface CompanyFacts {
  id: string;
  name: string;
  country: string;
  currency: string;
  package: CompanyPackage;
  isPersonioActive: boolean;
  defaultUserType: UserType;
  defaultLanguage: Language;
  reseller: string | null;
  isTrialAccount: boolean;
  isInternal: boolean;
  /** The company's email domains; empty when none are set. */
  domains: string[];
}

export async function getCompanyFacts(db: Executor, companyId: string): Promise<CompanyFacts> {
  const row = await findCompany(db, companyId);
  if (!row) throw notFound('company');
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    currency: row.currency,
    package: row.package,
    isPersonioActive: row.isPersonioActive,
    defaultUserType: row.defaultUserType,
    defaultLanguage: row.defaultLanguage,
    reseller: row.reseller,
    isTrialAccount: row.isTrialAccount,
    isInternal: row.isInternal,
    domains: row.domains,
  };
}

/** Id and name of every company, for pickers that reach across companies (callers authorise). */
export async function listAllCompanyOptions(db: Executor): Promise<CompanyOption[]> {
  return listCompanyOptions(db);
}

/** Whether the company signs its users in through its own provider (session and token user). */
export async function isCompanySsoEnabled(db: Executor, companyId: string): Promise<boolean> {
  return companyHasSso(db, companyId);
}

/**
 * A new company's row, inside the caller's transaction (the operator creates companies and
 * authorises, audits and fills in the rest). Answers its id.
 */
export async function insertCompanyRecord(tx: Executor, values: CompanyInsert): Promise<string> {
  return insertCompany(tx, values);
}

/** Changes the company's own columns inside the caller's transaction; the caller authorises and audits. */
export async function updateCompanyRecord(
  tx: Executor,
  companyId: string,
  values: Partial<Omit<CompanyInsert, 'id'>>,
): Promise<void> {
  await updateCompany(tx, companyId, values);
}
