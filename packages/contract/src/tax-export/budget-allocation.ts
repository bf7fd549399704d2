import type { Cents } from '../money/money';
import { fromCents } from '../money/money';
import { type TaxCategory, taxCategories } from './tax-configuration';

/** One billable expense of a user in the period, with its tax category. */
export interface AllocatableExpense {
  id: string;
  category: TaxCategory;
  /** Billing date, YYYY-MM-DD. */
  date: string;
  cost: Cents;
}

export interface AllocatedExpense extends AllocatableExpense {
  /** The part of the cost the budget covers. */
  reimbursed: Cents;
}

export interface CategoryAllocation {
  category: TaxCategory;
  expenseCount: number;
  billable: Cents;
  reimbursed: Cents;
  /** Billable but not covered by the budget. */
  notReimbursed: Cents;
}

/** Per-employee explanation of what the budget covered, category by category. */
export interface AllocationExplanation {
  available: Cents;
  billable: Cents;
  reimbursed: Cents;
  exceeded: Cents;
  categories: CategoryAllocation[];
}

export interface BudgetAllocation {
  expenses: AllocatedExpense[];
  explanation: AllocationExplanation;
}

const rank = (category: TaxCategory) => taxCategories.indexOf(category);

/** TAX_FREE first, then FLAT_15, then TAXABLE; within one, oldest billing date first (then id, for a stable order). */
export function compareForAllocation(a: AllocatableExpense, b: AllocatableExpense): number {
  return (
    rank(a.category) - rank(b.category) ||
    (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * Spreads a user's available budget of a period over the billable expenses (DECISIONS "Tax
 * treatment": net-wage optimisation). In total the user gets `min(billable, max(0, available))`,
 * the `reimbursed` of the budget arithmetic, to the cent; the last expense reached may be covered
 * in part. Expenses come back in allocation order.
 */
export function allocateBudget(expenses: readonly AllocatableExpense[], available: Cents): BudgetAllocation {
  let left = Math.max(0, available);
  const allocated = [...expenses].sort(compareForAllocation).map((expense) => {
    const reimbursed = Math.min(Math.max(0, expense.cost), left);
    left -= reimbursed;
    return { ...expense, reimbursed };
  });
  const categories = taxCategories.map((category) => {
    const of = allocated.filter((expense) => expense.category === category);
    const billable = of.reduce((sum, expense) => sum + expense.cost, 0);
    const reimbursed = of.reduce((sum, expense) => sum + expense.reimbursed, 0);
    return { category, expenseCount: of.length, billable, reimbursed, notReimbursed: billable - reimbursed };
  });
  const billable = categories.reduce((sum, category) => sum + category.billable, 0);
  const reimbursed = categories.reduce((sum, category) => sum + category.reimbursed, 0);
  return {
    expenses: allocated,
    explanation: { available, billable, reimbursed, exceeded: Math.max(0, billable - available), categories },
  };
}

const categoryNames: Record<'en' | 'de', Record<TaxCategory, string>> = {
  en: { TAX_FREE: 'tax-free', FLAT_15: 'flat-rate 15 %', TAXABLE: 'taxable' },
  de: { TAX_FREE: 'steuerfrei', FLAT_15: 'pauschal 15 %', TAXABLE: 'steuerpflichtig' },
};

/** German amounts with decimal comma, English with point; two decimals, no grouping. */
function amount(cents: Cents, language: 'en' | 'de'): string {
  const text = fromCents(cents);
  return language === 'de' ? text.replace('.', ',') : text;
}

/**
 * One sentence per employee for the export's sums sheet, e.g. "Budget 100,00; eingereicht 130,00;
 * erstattet 100,00 (steuerfrei 58,00, pauschal 15 % 42,00); nicht erstattet 30,00."
 */
export function describeAllocation(
  explanation: AllocationExplanation,
  language: 'en' | 'de',
  currency: string,
): string {
  const used = explanation.categories
    .filter((category) => category.reimbursed > 0)
    .map((category) => `${categoryNames[language][category.category]} ${amount(category.reimbursed, language)}`);
  const words =
    language === 'de'
      ? {
          budget: 'Budget',
          billable: 'abrechenbar',
          reimbursed: 'erstattet',
          exceeded: 'nicht erstattet (Budget überschritten)',
        }
      : {
          budget: 'Budget',
          billable: 'billable',
          reimbursed: 'reimbursed',
          exceeded: 'not reimbursed (budget exceeded)',
        };
  const parts = [
    `${words.budget} ${amount(Math.max(0, explanation.available), language)} ${currency}`,
    `${words.billable} ${amount(explanation.billable, language)}`,
    `${words.reimbursed} ${amount(explanation.reimbursed, language)}${used.length > 0 ? ` (${used.join(', ')})` : ''}`,
  ];
  if (explanation.billable > explanation.reimbursed) {
    parts.push(`${words.exceeded} ${amount(explanation.billable - explanation.reimbursed, language)}`);
  }
  return `${parts.join('; ')}.`;
}
