import { type LicenceInfo, noLicences } from '@mobilo/contract';
import type { CompanyLicencesRow } from './licences.repository';

export function presentLicences(row: CompanyLicencesRow | null): LicenceInfo {
  if (!row) return noLicences;
  return {
    benefit: row.benefit,
    card: row.card,
    germanyTicket: row.germanyTicket,
    homeCharging: row.homeCharging,
    deals: row.deals,
    personio: row.personio,
    cutOffDate: row.cutOffDate,
    churnDate: row.churnDate,
  };
}
