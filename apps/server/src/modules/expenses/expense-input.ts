import {
  convertCents,
  fromCents,
  MAX_MONEY_CENTS,
  mayChooseCurrency,
  MIN_COST_CENTS,
  type SaveExpenseInput,
  toCents,
  validateExpenseDate,
} from '@mobilo/contract';
import { AppError } from '../../platform/app-error';
import type { UserExpenseSettings } from '../budgets/budgets.service';

const invalid = (what: string) => new AppError('EXPENSE_INVALID', what);

/** Spec §5 on the server: the same rules as the form, against the owner's settings. */
export function checkExpenseInput(
  input: SaveExpenseInput,
  settings: UserExpenseSettings,
  knownCurrencies: string[],
): void {
  const dateProblem = validateExpenseDate(input.date, settings.firstActiveDay);
  if (dateProblem) throw invalid(dateProblem);
  if (toCents(input.originalCost) < MIN_COST_CENTS) throw invalid('expenseCostMin');
  if (input.originalCurrency !== settings.companyCurrency) {
    if (!mayChooseCurrency(settings.userType)) throw invalid('originalCurrency');
    if (!knownCurrencies.includes(input.originalCurrency)) throw invalid('originalCurrency');
  }
  if (!settings.allowedOrigins.includes(input.origin)) throw invalid('origin');
  if (input.type !== null) {
    if (input.tripToWork === null) throw invalid('tripToWork');
    const allowed = input.tripToWork ? settings.companyMobilityTypes : settings.privateMobilityTypes;
    if (!allowed.includes(input.type)) throw invalid('type');
  }
}

/** Cost in the company currency: original x rate, or unset while no rate is known. */
export function costInCompanyCurrency(
  input: SaveExpenseInput,
  companyCurrency: string,
  looked: { rate: string | null; rateDate: string | null },
): { cost: string | null; exchangeRate: string | null; exchangeRateDate: string | null } {
  if (input.originalCurrency === companyCurrency) {
    return { cost: fromCents(toCents(input.originalCost)), exchangeRate: '1.000000', exchangeRateDate: input.date };
  }
  // A typed rate counts only where the table knows none (spec: "the form lets the user type it").
  const rate = looked.rate ?? input.exchangeRate ?? null;
  if (rate === null || Number(rate) === 0) return { cost: null, exchangeRate: null, exchangeRateDate: null };
  const cents = convertCents(toCents(input.originalCost), rate);
  // A huge amount in a currency worth more than the company's would not fit the stored cost.
  if (cents > MAX_MONEY_CENTS) throw invalid('originalCost');
  return {
    cost: fromCents(cents),
    exchangeRate: looked.rate ?? rate,
    exchangeRateDate: looked.rate ? looked.rateDate : null,
  };
}
