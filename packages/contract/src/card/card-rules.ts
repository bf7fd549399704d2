import { fromCents, toCents } from '../money/money';

/** The issued card's state as Mobilo keeps it (Swan's statuses mapped in the server). */
export const cardStatuses = ['PROCESSING', 'ENABLED', 'BLOCKED', 'CANCELED'] as const;
export type CardStatus = (typeof cardStatuses)[number];

/** A card transaction: authorised (Swan `Pending`), then booked or released; declined when refused. */
export const cardTransactionStatuses = ['AUTHORISED', 'BOOKED', 'RELEASED', 'DECLINED'] as const;
export type CardTransactionStatus = (typeof cardTransactionStatuses)[number];

/** The tax treatment of a payout plan's loads (docs/adr/0027). */
export const cardTaxTreatments = ['SACHBEZUG', 'FLAT_37B', 'TAXABLE'] as const;
export type CardTaxTreatment = (typeof cardTaxTreatments)[number];

/** What payment control answers when it cannot decide (unknown card, no list, too slow). */
export const paymentControlFailModes = ['CLOSED', 'OPEN'] as const;
export type PaymentControlFailMode = (typeof paymentControlFailModes)[number];

/**
 * The dated Sachbezug exemption limit per employee and month (§8 Abs. 2 S. 11 EStG): a
 * Freigrenze, so that one cent above it makes the whole amount taxable. Sources in docs/adr/0027.
 */
export const sachbezugLimits: readonly { from: string; monthlyLimit: string }[] = [
  { from: '2004-01-01', monthlyLimit: '44.00' },
  { from: '2022-01-01', monthlyLimit: '50.00' },
];

/** The limit for a month `YYYY-MM`. */
export function sachbezugLimitFor(month: string): string {
  const day = `${month}-01`;
  const applicable = sachbezugLimits.filter((entry) => entry.from <= day);
  return applicable[applicable.length - 1]?.monthlyLimit ?? '0.00';
}

export interface CardLoadForTax {
  amount: string;
  treatment: CardTaxTreatment;
  /** Whether the plan limits the card to mobility by an allowed list (§2 Abs. 1 Nr. 10 ZAG). */
  limitedToMobility: boolean;
}

export type CardTaxSplit = Record<CardTaxTreatment, string>;

/**
 * One employee's card loads of one month by the treatment payroll books them on. A Sachbezug
 * load counts only on a card limited to mobility; the month's Sachbezug total is tax-free only up
 * to the limit, and above it the whole total is taxable wage (a Freigrenze, not an allowance).
 */
export function splitCardLoadsByTax(month: string, loads: readonly CardLoadForTax[]): CardTaxSplit {
  const cents: Record<CardTaxTreatment, number> = { SACHBEZUG: 0, FLAT_37B: 0, TAXABLE: 0 };
  for (const load of loads) {
    const treatment = load.treatment === 'SACHBEZUG' && !load.limitedToMobility ? 'TAXABLE' : load.treatment;
    cents[treatment] += toCents(load.amount);
  }
  if (cents.SACHBEZUG > toCents(sachbezugLimitFor(month))) {
    cents.TAXABLE += cents.SACHBEZUG;
    cents.SACHBEZUG = 0;
  }
  return {
    SACHBEZUG: fromCents(cents.SACHBEZUG),
    FLAT_37B: fromCents(cents.FLAT_37B),
    TAXABLE: fromCents(cents.TAXABLE),
  };
}

export interface LoadRuleInput {
  /** The plan's amount a month. */
  monthlyAmount: string;
  carryOver: boolean;
  /** What is left on the card before the load (loaded minus spent, never below zero). */
  balance: string;
  /** Already loaded for this plan and month. */
  alreadyLoaded: string;
}

/**
 * The month's load of a plan for one card. Without carry-over the card is topped up to the plan's
 * amount (what is left counts towards it); with carry-over the full amount is added. A month is
 * loaded once: what was already loaded for it is subtracted, so running the load again adds nothing.
 */
export function monthlyLoadAmount({ monthlyAmount, carryOver, balance, alreadyLoaded }: LoadRuleInput): string {
  const plan = toCents(monthlyAmount);
  const loaded = toCents(alreadyLoaded);
  if (loaded >= plan) return '0.00';
  const wanted = carryOver ? plan : Math.max(0, plan - Math.max(0, toCents(balance)));
  return fromCents(Math.max(0, Math.min(wanted, plan - loaded)));
}

/**
 * The month whose load is due on a day (`YYYY-MM-DD`): the day's month once its load day has come,
 * else none. A run after a missed day (the issuer down, the server stopped) still finds it due.
 */
export function dueLoadMonth(loadDay: number, day: string): string | null {
  return Number(day.slice(8, 10)) >= loadDay ? day.slice(0, 7) : null;
}

export interface AllowedList {
  merchantCategoryCodes: readonly string[];
  merchantNames: readonly string[];
}

export type AuthorisationDecision =
  | { accepted: true; reason: 'MCC_ALLOWED' | 'MERCHANT_ALLOWED' | 'FAIL_OPEN' }
  | {
      accepted: false;
      reason: 'MCC_NOT_ALLOWED' | 'NO_ALLOWED_LIST' | 'UNKNOWN_CARD' | 'CARD_NOT_ENABLED' | 'FAIL_CLOSED';
    };

/** Merchant names compare without case, accents' spacing or punctuation ("DB Vertrieb GmbH" = "db vertrieb gmbh"). */
export const normaliseMerchantName = (name: string) =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The payment-control answer for an authorisation: accepted when the merchant's category code or
 * its name is on the card's allowed list. A card without a list is refused: an open card is no
 * Sachbezug (§2 Abs. 1 Nr. 10 ZAG).
 */
export function decideAuthorisation(
  card: { status: CardStatus; allowedList: AllowedList | null } | null,
  authorisation: { merchantCategoryCode: string; merchantName: string },
): AuthorisationDecision {
  if (!card) return { accepted: false, reason: 'UNKNOWN_CARD' };
  if (card.status !== 'ENABLED') return { accepted: false, reason: 'CARD_NOT_ENABLED' };
  if (!card.allowedList) return { accepted: false, reason: 'NO_ALLOWED_LIST' };
  if (card.allowedList.merchantCategoryCodes.includes(authorisation.merchantCategoryCode.trim())) {
    return { accepted: true, reason: 'MCC_ALLOWED' };
  }
  const name = normaliseMerchantName(authorisation.merchantName);
  if (name !== '' && card.allowedList.merchantNames.some((allowed) => normaliseMerchantName(allowed) === name)) {
    return { accepted: true, reason: 'MERCHANT_ALLOWED' };
  }
  return { accepted: false, reason: 'MCC_NOT_ALLOWED' };
}

/** The answer when payment control could not decide in time or failed: the company's choice. */
export function fallbackDecision(mode: PaymentControlFailMode): AuthorisationDecision {
  return mode === 'OPEN' ? { accepted: true, reason: 'FAIL_OPEN' } : { accepted: false, reason: 'FAIL_CLOSED' };
}

/**
 * Mobility presets of merchant category codes (ISO 18245 as the card networks use them) for a new
 * allowed list.
 */
export const mobilityMccPresets = {
  PUBLIC_TRANSPORT: ['4111', '4112', '4131'],
  TAXI_AND_RIDES: ['4121'],
  FUEL_AND_CHARGING: ['5541', '5542', '5552'],
  PARKING: ['7523'],
  CAR_RENTAL_AND_SHARING: ['7512', '7519'],
  BICYCLES: ['5940'],
} as const satisfies Record<string, readonly string[]>;
export type MobilityMccPreset = keyof typeof mobilityMccPresets;
