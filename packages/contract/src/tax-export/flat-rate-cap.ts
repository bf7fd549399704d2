import { type Cents, fromCents } from '../money/money';
import type { AllocatedExpense } from './budget-allocation';
import { type TaxCategory, taxCategories } from './tax-configuration';

/** What the law's cap did to an employee's month. */
export interface FlatRateCap {
  /** The month's Entfernungspauschale; null without a commute distance (nothing may be flat-taxed). */
  allowance: Cents | null;
  /** Reimbursed FLAT_15 amounts before the cap. */
  flatReimbursed: Cents;
  /** Flat-taxed after the cap. */
  flatTaxed: Cents;
  /** The part above the cap, booked as taxable wage. */
  movedToTaxable: Cents;
}

export interface CappedAllocation {
  /** The amount per category that payroll books (after the cap). */
  amounts: Record<TaxCategory, Cents>;
  /** Per expense id: the part of its reimbursed amount above the cap (taxable wage). */
  excessById: Map<string, Cents>;
  cap: FlatRateCap;
}

/**
 * §40 Abs. 2 S. 2 Nr. 1 EStG allows the 15 % flat rate only up to the Entfernungspauschale; the
 * rest of a commute subsidy is taxable wage. The allowance goes to the FLAT_15 expenses in the
 * order the budget reached them (oldest first), so the expense where the cap falls is split.
 */
export function capFlatRate(allocated: readonly AllocatedExpense[], allowance: Cents | null): CappedAllocation {
  const amounts = Object.fromEntries(taxCategories.map((category) => [category, 0])) as Record<TaxCategory, Cents>;
  const excessById = new Map<string, Cents>();
  let left = Math.max(0, allowance ?? 0);
  let flatReimbursed = 0;
  for (const expense of allocated) {
    if (expense.category !== 'FLAT_15') {
      amounts[expense.category] += expense.reimbursed;
      continue;
    }
    flatReimbursed += expense.reimbursed;
    const flat = Math.min(expense.reimbursed, left);
    left -= flat;
    amounts.FLAT_15 += flat;
    amounts.TAXABLE += expense.reimbursed - flat;
    if (expense.reimbursed > flat) excessById.set(expense.id, expense.reimbursed - flat);
  }
  return {
    amounts,
    excessById,
    cap: { allowance, flatReimbursed, flatTaxed: amounts.FLAT_15, movedToTaxable: flatReimbursed - amounts.FLAT_15 },
  };
}

/** The sentence the explanation adds when the cap moved money, e.g. "… 20,00 steuerpflichtig." */
export function describeFlatRateCap(cap: FlatRateCap, language: 'en' | 'de'): string | null {
  if (cap.movedToTaxable <= 0) return null;
  const amount = (cents: Cents) => (language === 'de' ? fromCents(cents).replace('.', ',') : fromCents(cents));
  if (cap.allowance === null) {
    return language === 'de'
      ? `Ohne Entfernung zur Arbeit ist keine Pauschalbesteuerung möglich: ${amount(cap.movedToTaxable)} steuerpflichtig.`
      : `Without a commute distance nothing may be flat-taxed: ${amount(cap.movedToTaxable)} taxable.`;
  }
  return language === 'de'
    ? `Pauschal 15 % höchstens bis zur Entfernungspauschale ${amount(cap.allowance)}: ${amount(cap.movedToTaxable)} steuerpflichtig.`
    : `Flat-rate 15 % only up to the commute allowance ${amount(cap.allowance)}: ${amount(cap.movedToTaxable)} taxable.`;
}
