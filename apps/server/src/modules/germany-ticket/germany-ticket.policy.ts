import { germanyTicketPermitted, type LicenceInfo, monthOfDate, type TicketSubsidy } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { germanDay } from '../../platform/clock';
import { isFeatureEnabled } from '../flags/feature-flags.service';
import { getCompanyLicences } from '../licences/licences.service';
import type { OfferRow } from './germany-ticket.repository';

/** The transport company's deadlines count by the calendar day in Germany. */
export { germanDay };

export const germanMonth = (now: Date) => monthOfDate(germanDay(now));

/** The module runs for companies with the licence and the GERMANY_TICKET flag (spec 001 §2). */
export async function requireTicketModule(db: Executor, companyId: string): Promise<LicenceInfo> {
  const [licences, enabled] = await Promise.all([
    getCompanyLicences(db, companyId),
    isFeatureEnabled(db, companyId, 'GERMANY_TICKET'),
  ]);
  if (!enabled) throw new AppError('FEATURE_DISABLED');
  if (licences.germanyTicket === null) throw new AppError('GERMANY_TICKET_NOT_LICENSED');
  return licences;
}

/** The licence's rule (the menu's) and the offer's own choice of who may book. */
export function isEligible(
  licences: LicenceInfo,
  offer: Pick<OfferRow, 'eligibility'> | null,
  person: { budgetGroupId: string | null },
  today: string,
): boolean {
  const hasBudgetGroup = person.budgetGroupId !== null;
  if (offer?.eligibility === 'WITHOUT_BUDGET_GROUP' && hasBudgetGroup) return false;
  return germanyTicketPermitted({ licences, hasBudgetGroup, today });
}

/** The offer a company has before an admin saves one: nothing offered yet. */
export const defaultOffer: Omit<OfferRow, 'companyId' | 'updatedAt' | 'updatedBy'> = {
  isActive: false,
  subsidyKind: 'PERCENT',
  subsidyAmount: '0.00',
  subsidyPercent: 25,
  taxTreatment: 'TAX_FREE',
  paidFromBudget: false,
  eligibility: 'EVERYONE',
  orderDeadlineDay: 15,
  requiresDateOfBirth: false,
  subsidyWageTypeNumber: null,
  shareWageTypeNumber: null,
  version: 1,
};

export type OfferTerms = typeof defaultOffer;

export function subsidyOf(offer: Pick<OfferTerms, 'subsidyKind' | 'subsidyAmount' | 'subsidyPercent'>): TicketSubsidy {
  return offer.subsidyKind === 'AMOUNT'
    ? { kind: 'AMOUNT', amount: offer.subsidyAmount }
    : { kind: 'PERCENT', percent: offer.subsidyPercent };
}
