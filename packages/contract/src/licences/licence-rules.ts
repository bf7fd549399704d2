import type { LicenceInfo } from './licence-info';

export const benefitLicences = ['LIGHT', 'PROFESSIONAL'] as const;
export const germanyTicketLicences = ['LIMITED', 'FULL'] as const;

/** A company without a licence row has licensed nothing. */
export const noLicences: LicenceInfo = {
  benefit: null,
  card: false,
  germanyTicket: null,
  homeCharging: false,
  deals: false,
  personio: false,
  cutOffDate: null,
  churnDate: null,
};

/** The licence names a navigation entry can require (spec 001 §3 "Licence benefits"). */
export const licenceNames = [
  'light',
  'professional',
  'card',
  'germanyTicket',
  'homeCharging',
  'deals',
  'personio',
] as const;
export type LicenceName = (typeof licenceNames)[number];

export function hasLicence(info: LicenceInfo, licence: LicenceName): boolean {
  switch (licence) {
    case 'light':
      return info.benefit === 'LIGHT';
    case 'professional':
      return info.benefit === 'PROFESSIONAL';
    case 'germanyTicket':
      return info.germanyTicket !== null;
    default:
      return info[licence];
  }
}
