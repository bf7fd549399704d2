import { apiKeyStates, type LicenceInfo, type OperatorCompany } from '@mobilo/contract';
import { decryptSecret } from '../../platform/secret-box';
import type { CompanyViewRow } from './operator-companies.repository';

/** Set, not set, or unknown when the stored key cannot be opened with this server's key. */
function apiKeyState(sealed: string | null, key: Buffer): boolean | null {
  if (sealed === null) return false;
  try {
    decryptSecret(key, sealed);
    return true;
  } catch {
    return null;
  }
}

export function presentOperatorCompany(row: CompanyViewRow, licence: LicenceInfo, secretKey: Buffer): OperatorCompany {
  const { company } = row;
  const keySet = apiKeyState(company.mobilityBoxApiKeyEncrypted, secretKey);
  const created = company.createdAt.toISOString();
  const language = company.defaultLanguage;
  return {
    id: company.id,
    name: company.name,
    companyCreatedAt: created,
    createdDate: created,
    defaultUserType: company.defaultUserType,
    language,
    defaultLanguage: language,
    currency: company.currency,
    country: company.country,
    isTrialAccount: company.isTrialAccount,
    isInternal: company.isInternal,
    isPersonioActive: company.isPersonioActive,
    reseller: company.reseller,
    domains: company.domains,
    package: company.package,
    usersCount: Number(row.usersCount),
    periodsCount: Number(row.periodsCount),
    latestPeriod: row.latestPeriod,
    mobilityBoxApiKeySet: keySet,
    mobilityBoxApiKey: keySet === null ? apiKeyStates.unknown : keySet ? apiKeyStates.set : apiKeyStates.notSet,
    licence,
  };
}
