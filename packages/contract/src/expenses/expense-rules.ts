import type { MobilityType } from '../vocabulary/mobility-types';
import { MAX_MONEY_CENTS } from '../common/primitives';
import { parseLocalizedAmount, type NumberFormat } from '../money/money';
import { currentPeriod, lastDayOfPeriod } from '../vocabulary/period-string';
import { expenseOrigins, type ExpenseOrigin, type UserType } from '../vocabulary/user-enums';

/** Spec §9: the smallest cost is one cent. */
export const MIN_COST_CENTS = 1;

/** Private types a light user may not use (DECISIONS "Mobility types"). */
export const lightUserForbiddenPrivateTypes: readonly MobilityType[] = [
  'INTERCITY_TRAIN',
  'INTERCITY_BUS',
  'RAIL_CARD',
];

export interface BudgetGroupTypeLists {
  companyMobilityTypes: readonly string[];
  privateMobilityTypes: readonly string[];
}

/** The mobility types a user may pick for a purpose: the group's list, narrowed for light users. */
export function allowedMobilityTypes(
  group: BudgetGroupTypeLists | null,
  tripToWork: boolean,
  userType: UserType,
): MobilityType[] {
  if (!group) return [];
  const list = (tripToWork ? group.companyMobilityTypes : group.privateMobilityTypes) as MobilityType[];
  if (userType === 'LIGHT' && !tripToWork) return list.filter((t) => !lightUserForbiddenPrivateTypes.includes(t));
  return [...list];
}

/** Light users: HOME only. Others: both, narrowed by the user's own list when set. */
export function allowedOrigins(userType: UserType, userAllowed: readonly string[] | null): ExpenseOrigin[] {
  const byType: ExpenseOrigin[] = userType === 'LIGHT' ? ['HOME'] : [...expenseOrigins];
  if (!userAllowed || userAllowed.length === 0) return byType;
  const narrowed = byType.filter((o) => userAllowed.includes(o));
  return narrowed.length > 0 ? narrowed : ['HOME'];
}

/** Light users always pay in the company currency; professionals may choose. */
export function mayChooseCurrency(userType: UserType): boolean {
  return userType === 'PROFESSIONAL';
}

/** A BahnCard for the commute needs an explicit confirmation before save or submit. */
export function needsRailCardConfirmation(type: string | null, tripToWork: boolean | null): boolean {
  return type === 'RAIL_CARD' && tripToWork === true;
}

/** Switching purpose keeps the type only if still allowed. */
export function typeAfterPurposeChange(
  type: MobilityType | null,
  allowed: readonly MobilityType[],
): MobilityType | null {
  return type !== null && allowed.includes(type) ? type : null;
}

/** Changing the date keeps the origin only if still allowed, else falls back to HOME. */
export function originAfterDateChange(origin: ExpenseOrigin, allowed: readonly ExpenseOrigin[]): ExpenseOrigin {
  return allowed.includes(origin) ? origin : 'HOME';
}

export type CostProblem = 'expenseCostRequired' | 'expenseCostInvalid' | 'expenseCostMin' | 'expenseCostMax';

/** The typed cost: present, a number of the language, at least a cent and no more than is stored. */
export function validateCostText(text: string, format: NumberFormat): CostProblem | null {
  if (text.trim() === '') return 'expenseCostRequired';
  const cents = parseLocalizedAmount(text, format);
  if (cents === null) return 'expenseCostInvalid';
  if (cents < MIN_COST_CENTS) return 'expenseCostMin';
  return cents > MAX_MONEY_CENTS ? 'expenseCostMax' : null;
}

export type DateProblem = 'expenseDateRequired' | 'expenseDateInvalid' | 'expenseDateMin' | 'expenseDateMax';

export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The last day an expense may be billed on: the end of the current month (UTC). An expense lies
 * in a period that has started, never in a future month (DECISIONS "Concurrency").
 */
export function latestBillingDate(now: Date = new Date()): string {
  return lastDayOfPeriod(currentPeriod(now));
}

/** Day granularity: ISO dates compare as strings. */
export function validateExpenseDate(
  value: string | null,
  minDate: string | null,
  maxDate: string | null = null,
): DateProblem | null {
  if (!value) return 'expenseDateRequired';
  if (!isValidIsoDate(value)) return 'expenseDateInvalid';
  if (minDate && value < minDate) return 'expenseDateMin';
  if (maxDate && value > maxDate) return 'expenseDateMax';
  return null;
}
