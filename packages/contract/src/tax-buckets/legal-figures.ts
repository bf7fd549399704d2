import { z } from 'zod';
import { isoDateSchema, moneySchema } from '../common/primitives';
import ticketPrices from '../germany-ticket/germany-ticket-prices.json' with { type: 'json' };
import chargingTable from '../home-charging/home-charging-prices.json' with { type: 'json' };
import commuteTable from '../tax-export/commute-allowance-rates.json' with { type: 'json' };
import { commuteAllowanceRates } from '../tax-export/commute-allowance';
import { fromCents } from '../money/money';

/**
 * The legal figures the exports compute with, as the dated tables hold them (data, not code):
 * the Entfernungspauschale per km, the Deutschlandticket's price and the home-charging average
 * price. The tax-modules screen shows the entries that apply in a year, so that an administrator
 * sees what a January export will use.
 */
export const legalFigureKinds = [
  'COMMUTE_ALLOWANCE_FIRST_KM',
  'COMMUTE_ALLOWANCE_FROM_21ST_KM',
  'GERMANY_TICKET_PRICE',
  'HOME_CHARGING_PRICE',
] as const;
export type LegalFigureKind = (typeof legalFigureKinds)[number];

export const legalFigureSchema = z
  .object({
    kind: z.enum(legalFigureKinds),
    /** Euros, two decimals. */
    amount: moneySchema,
    unit: z.enum(['PER_KM', 'PER_MONTH', 'PER_KWH']),
    validFrom: isoDateSchema,
    /** The last day; null while no later entry is known. */
    validUntil: isoDateSchema.nullable(),
    source: z.string(),
  })
  .meta({ id: 'LegalFigure' });
export type LegalFigure = z.infer<typeof legalFigureSchema>;

const dayBefore = (isoDay: string) => {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/** Entries valid from a day each, newest last: each ends the day before the next begins. */
function dated<T>(entries: readonly T[], startOf: (entry: T) => string) {
  return entries.map((entry, index) => {
    const next = entries[index + 1];
    return { entry, validFrom: startOf(entry), validUntil: next ? dayBefore(startOf(next)) : null };
  });
}

/** Every entry of every table, with its validity. */
export function allLegalFigures(): LegalFigure[] {
  const commute = dated(commuteAllowanceRates, (rate) => `${rate.fromYear}-01-01`).flatMap(
    ({ entry, validFrom, validUntil }): LegalFigure[] => [
      {
        kind: 'COMMUTE_ALLOWANCE_FIRST_KM',
        amount: fromCents(entry.firstKmCents),
        unit: 'PER_KM',
        validFrom,
        validUntil,
        source: commuteTable.source,
      },
      {
        kind: 'COMMUTE_ALLOWANCE_FROM_21ST_KM',
        amount: fromCents(entry.from21stKmCents),
        unit: 'PER_KM',
        validFrom,
        validUntil,
        source: commuteTable.source,
      },
    ],
  );
  const ticket = dated(ticketPrices, (price) => `${price.from}-01`).map(
    ({ entry, validFrom, validUntil }): LegalFigure => ({
      kind: 'GERMANY_TICKET_PRICE',
      amount: entry.price,
      unit: 'PER_MONTH',
      validFrom,
      validUntil,
      source: entry.source,
    }),
  );
  const charging = dated(chargingTable.prices, (price) => `${price.fromYear}-01-01`).map(
    ({ entry, validFrom, validUntil }): LegalFigure => ({
      kind: 'HOME_CHARGING_PRICE',
      amount: fromCents(entry.centsPerKwh),
      unit: 'PER_KWH',
      validFrom,
      validUntil,
      source: chargingTable.source,
    }),
  );
  return [...commute, ...ticket, ...charging];
}

/** The entries that apply on some day of the year. */
export function legalFiguresOfYear(year: number): LegalFigure[] {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  return allLegalFigures().filter(
    (figure) => figure.validFrom <= last && (figure.validUntil === null || figure.validUntil >= first),
  );
}
