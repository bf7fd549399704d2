import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serverSourceDir } from '../../paths';
import { crossRate, type ExchangeRateResponse, type GetExchangeRateQuery } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import type { Actor } from '../../platform/request-context';
import { parseEcbDailyXml, parseEcbHistoryCsv } from './ecb-parsers';
import { findRateOnOrBefore, listKnownCurrencies, upsertRates } from './exchange-rates.repository';

const EUR = 'EUR';
const ONE = '1.000000';

/** A small sample in the ECB history format, for tests and the demo; not official figures. */
export const sampleRatesFile = path.join(serverSourceDir, 'modules', 'exchange-rates', 'fixtures', 'ecb-sample.csv');

async function ratePerEur(db: Executor, currency: string, day: string) {
  if (currency === EUR) return { rate: ONE, rateDate: day };
  return findRateOnOrBefore(db, currency, day);
}

/**
 * base -> target on a day, through EUR. A day without a rate takes the latest earlier one; none
 * at all leaves the rate null. The answer's date is the older of the two rates used.
 */
export async function lookUpExchangeRate(db: Executor, query: GetExchangeRateQuery): Promise<ExchangeRateResponse> {
  const answer = { base: query.base, target: query.target, date: query.date };
  if (query.base === query.target) return { ...answer, rate: ONE, rateDate: query.date };
  const [base, target] = await Promise.all([
    ratePerEur(db, query.base, query.date),
    ratePerEur(db, query.target, query.date),
  ]);
  if (!base || !target) return { ...answer, rate: null, rateDate: null };
  const rateDate = base.rateDate < target.rateDate ? base.rateDate : target.rateDate;
  return { ...answer, rate: crossRate(base.rate, target.rate), rateDate };
}

/** Currencies an expense may be paid in: EUR and every currency with a rate. */
export async function knownCurrencies(db: Executor): Promise<string[]> {
  return [EUR, ...(await listKnownCurrencies(db)).filter((c) => c !== EUR)];
}

/** GET /v2/exchangerate/: rates are the same for every company. */
export function getExchangeRate(deps: ServiceDeps, _actor: Actor, query: GetExchangeRateQuery) {
  return lookUpExchangeRate(deps.db, query);
}

/** GET /v2/exchangerate/currencies */
export function listCurrencies(deps: ServiceDeps, _actor: Actor, _input: object) {
  return knownCurrencies(deps.db);
}

export async function importEcbHistoryCsv(db: Executor, text: string): Promise<number> {
  const rates = parseEcbHistoryCsv(text);
  await upsertRates(db, rates);
  return rates.length;
}

export async function importSampleRates(db: Executor): Promise<number> {
  return importEcbHistoryCsv(db, await readFile(sampleRatesFile, 'utf8'));
}

/** For the demo: the sample only where no rates exist yet, so real ones are never overwritten. */
export async function importSampleRatesIfEmpty(db: Executor): Promise<number> {
  return (await listKnownCurrencies(db)).length > 0 ? 0 : importSampleRates(db);
}

/**
 * The daily job: fetches the ECB feed and stores it. Any failure (no network, a changed feed) is
 * reported and otherwise harmless: the last known rates keep serving.
 */
export async function fetchDailyRates(
  db: Executor,
  url: string,
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void },
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const rates = parseEcbDailyXml(await response.text());
    await upsertRates(db, rates);
    log.info({ count: rates.length }, 'exchange rates updated');
    return rates.length;
  } catch (error) {
    log.warn({ err: error, url }, 'exchange rates not updated');
    return 0;
  }
}
