import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { exchangeRates } from '../../db/schema/exchange-rates';

/** Exchange rates are global reference data, shared by every company. */
export async function upsertRates(
  db: Executor,
  rows: { currency: string; rateDate: string; rate: string }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(exchangeRates)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [exchangeRates.currency, exchangeRates.rateDate],
        set: { rate: sql`excluded.rate`, importedAt: sql`now()` },
      });
  }
}

/** The latest rate on or before the day. */
export async function findRateOnOrBefore(db: Executor, currency: string, day: string) {
  const [row] = await db
    .select({ rate: exchangeRates.rate, rateDate: exchangeRates.rateDate })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, currency), lte(exchangeRates.rateDate, day)))
    .orderBy(desc(exchangeRates.rateDate))
    .limit(1);
  return row ?? null;
}

export async function listKnownCurrencies(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ currency: exchangeRates.currency })
    .from(exchangeRates)
    .orderBy(exchangeRates.currency);
  return rows.map((r) => r.currency);
}
