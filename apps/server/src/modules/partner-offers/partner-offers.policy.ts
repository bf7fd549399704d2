import { entryAccess, type ErrorCode, type LicenceInfo, navigationEntry, type RoleName } from '@mobilo/contract';

/** What decides whether someone may use the partner area: the navigation table's rule (spec 001 §6 "Partner"). */
export interface PartnerAreaFacts {
  role: RoleName;
  licences: LicenceInfo;
  isTrial: boolean;
  companyReseller: string | null;
  /** Today as YYYY-MM-DD: the churn date is compared by day. */
  today: string;
}

/**
 * Why the partner area is closed to this person, or null when it is open: the same rule the menu
 * and the route guard apply (deals licence, non-trial, non-reseller, cut-off not exceeded).
 */
export function partnerAreaProblem(facts: PartnerAreaFacts): ErrorCode | null {
  const access = entryAccess(navigationEntry('Partner'), {
    ...facts,
    hasBudgetGroup: false,
    homeCharging: null,
    hasCards: false,
    featureFlags: {},
  });
  switch (access.kind) {
    case 'open':
      return null;
    case 'locked':
      return 'PARTNER_OFFERS_NOT_LICENSED';
    case 'protected':
      return 'PARTNER_OFFERS_NOT_AVAILABLE';
    case 'hidden':
      return 'ACCESS_DENIED';
  }
}
