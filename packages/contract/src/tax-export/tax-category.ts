import { type MobilityType, mobilityTypeCatalogue } from '../vocabulary/mobility-types';
import type { ExpenseOrigin } from '../vocabulary/user-enums';
import type { TaxCategory } from './tax-configuration';

/** The budget group's net-wage lists, by purpose and origin. */
export interface NetWageLists {
  companyNetWageMobilityTypes: readonly MobilityType[];
  abroadCompanyNetWageMobilityTypes: readonly MobilityType[];
  privateNetWageMobilityTypes: readonly MobilityType[];
  abroadPrivateNetWageMobilityTypes: readonly MobilityType[];
}

export interface TaxCategoryContext {
  /**
   * Net-wage types apply to this user: professional user, German company, TAX13 active
   * (`isNetWageAvailable`), and the TAX_FREE bucket is active.
   */
  netWageAvailable: boolean;
  /** The user's budget group's lists; null without a group. */
  netWageLists: NetWageLists | null;
  /** The company's FLAT_15 bucket is active. */
  flat15Active: boolean;
}

export interface TaxableExpense {
  type: MobilityType;
  tripToWork: boolean;
  origin: ExpenseOrigin;
}

/** The net-wage list that applies to an expense of this purpose and origin. */
export function netWageListOf(
  lists: NetWageLists,
  tripToWork: boolean,
  origin: ExpenseOrigin,
): readonly MobilityType[] {
  if (tripToWork)
    return origin === 'ABROAD' ? lists.abroadCompanyNetWageMobilityTypes : lists.companyNetWageMobilityTypes;
  return origin === 'ABROAD' ? lists.abroadPrivateNetWageMobilityTypes : lists.privateNetWageMobilityTypes;
}

/**
 * DECISIONS "Tax treatment": TAX_FREE (§3 Nr. 15 EStG) when the type is in the group's net-wage
 * list for the expense's purpose and origin; FLAT_15 (§40 Abs. 2 S. 2 Nr. 1 EStG) for individual
 * mobility on the commute (tripToWork: Wohnung – erste Tätigkeitsstätte) while the company has
 * that bucket active, capped later by `capFlatRate`; TAXABLE otherwise and for bicycles.
 */
export function taxCategoryOf(expense: TaxableExpense, context: TaxCategoryContext): TaxCategory {
  // Buying or repairing a bicycle is not a subsidy for commute trips: neither §3 Nr. 15 nor
  // §40 Abs. 2 S. 2 EStG covers it, so it is wage.
  if (expense.type === 'BICYCLE') return 'TAXABLE';
  if (
    context.netWageAvailable &&
    context.netWageLists &&
    netWageListOf(context.netWageLists, expense.tripToWork, expense.origin).includes(expense.type)
  ) {
    return 'TAX_FREE';
  }
  if (context.flat15Active && expense.tripToWork && mobilityTypeCatalogue[expense.type].class === 'individual')
    return 'FLAT_15';
  return 'TAXABLE';
}
