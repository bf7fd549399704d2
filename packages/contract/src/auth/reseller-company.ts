import type { SessionCompany } from './session-company';

/** Own reseller marker: a company whose reseller is empty or this is not a reseller company. */
export const ownResellerMarker = 'MOBILO';

export function isResellerCompany(company: Pick<SessionCompany, 'reseller'>): boolean {
  const reseller = company.reseller?.trim().toUpperCase() ?? '';
  return reseller !== '' && reseller !== ownResellerMarker;
}
