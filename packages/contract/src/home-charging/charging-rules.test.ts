import { describe, expect, it } from 'vitest';
import {
  contractOfMonth,
  flatAmountOf,
  kwhBetween,
  officialPriceOf,
  plausibilityOf,
  type PricedContract,
  priceOfMonth,
  rangesOverlap,
  readingsProblem,
  refundCents,
} from './charging-rules';
import { submitContractSchema, submitReadingsSchema } from './home-charging';

const contract = (over: Partial<PricedContract>): PricedContract => ({
  id: 'c1',
  status: 'APPROVED',
  validFrom: '2026-01-01',
  validUntil: null,
  centsPerKwh: '31.50',
  ...over,
});

describe('the dated table', () => {
  it('has the official average of 34 ct/kWh for 2026 and keeps it until a later year is known', () => {
    expect(officialPriceOf('2026-01')).toBe('34.00');
    expect(officialPriceOf('2026-12')).toBe('34.00');
    expect(officialPriceOf('2027-06')).toBe('34.00');
    expect(officialPriceOf('2025-12')).toBeNull();
  });

  it('has the monthly flat amounts only for months before 2026', () => {
    expect(flatAmountOf('2025-12', 'ELECTRIC', false)).toBe('70.00');
    expect(flatAmountOf('2025-12', 'ELECTRIC', true)).toBe('30.00');
    expect(flatAmountOf('2021-01', 'HYBRID', false)).toBe('35.00');
    expect(flatAmountOf('2021-01', 'HYBRID', true)).toBe('15.00');
    expect(flatAmountOf('2020-12', 'ELECTRIC', false)).toBe('50.00');
    expect(flatAmountOf('2019-03', 'HYBRID', true)).toBe('10.00');
    expect(flatAmountOf('2026-01', 'ELECTRIC', false)).toBeNull();
    expect(flatAmountOf('2016-12', 'ELECTRIC', false)).toBeNull();
  });
});

describe('the price of a month', () => {
  it('takes the official average for the AVERAGE method, whatever the contracts say', () => {
    expect(priceOfMonth({ month: '2026-03', method: 'AVERAGE', contracts: [contract({})] })).toEqual({
      ok: true,
      source: 'AVERAGE',
      centsPerKwh: '34.00',
      contractId: null,
    });
  });

  it('refuses months before the kWh rule', () => {
    expect(priceOfMonth({ month: '2025-12', method: 'AVERAGE', contracts: [] })).toEqual({
      ok: false,
      problem: 'BEFORE_KWH_RULE',
    });
  });

  it('takes the approved contract in force on the first day, else the first one starting in the month', () => {
    const old = contract({ id: 'old', validUntil: '2026-03-15', centsPerKwh: '30.00' });
    const next = contract({ id: 'new', validFrom: '2026-03-16', centsPerKwh: '28.00' });
    const rejected = contract({ id: 'no', status: 'REJECTED', validFrom: '2026-01-01' });
    expect(contractOfMonth([rejected, old, next], '2026-03')?.id).toBe('old');
    expect(contractOfMonth([rejected, old, next], '2026-04')?.id).toBe('new');
    expect(contractOfMonth([next], '2026-03')?.id).toBe('new');
    expect(contractOfMonth([next], '2026-02')).toBeNull();
    expect(priceOfMonth({ month: '2026-04', method: 'CONTRACT', contracts: [old, next] })).toMatchObject({
      source: 'CONTRACT',
      centsPerKwh: '28.00',
      contractId: 'new',
    });
  });

  it('needs an approved contract for the CONTRACT method', () => {
    const submitted = contract({ status: 'SUBMITTED' });
    expect(priceOfMonth({ month: '2026-04', method: 'CONTRACT', contracts: [submitted] })).toEqual({
      ok: false,
      problem: 'NO_CONTRACT',
    });
  });

  it('takes the proven monthly price of a dynamic tariff, and refuses without one', () => {
    const dynamic = contract({ centsPerKwh: null });
    expect(
      priceOfMonth({ month: '2026-04', method: 'CONTRACT', contracts: [dynamic], dynamicCentsPerKwh: '27.35' }),
    ).toMatchObject({ ok: true, source: 'DYNAMIC', centsPerKwh: '27.35' });
    expect(priceOfMonth({ month: '2026-04', method: 'CONTRACT', contracts: [dynamic] })).toEqual({
      ok: false,
      problem: 'NO_DYNAMIC_PRICE',
    });
    expect(
      priceOfMonth({ month: '2026-04', method: 'CONTRACT', contracts: [dynamic], dynamicCentsPerKwh: '0.00' }),
    ).toMatchObject({ ok: false });
  });
});

describe('kWh arithmetic', () => {
  it('takes the difference of two readings in hundredths', () => {
    expect(kwhBetween('1234.50', '1400.25')).toBe(16575);
    expect(kwhBetween('10', '10')).toBe(0);
  });

  it('multiplies kWh by ct/kWh and rounds half up once', () => {
    expect(refundCents(10000, '34.00')).toBe(3400);
    expect(refundCents(16575, '34.00')).toBe(5636); // 165.75 × 0.34 = 56.355
    expect(refundCents(16575, '31.57')).toBe(5233); // 52.327 …
    expect(refundCents(1, '0.01')).toBe(0);
    expect(refundCents(0, '34.00')).toBe(0);
  });

  it('refuses negative, too large and falling readings', () => {
    expect(readingsProblem('-1', '5')).toBe('NEGATIVE_READING');
    expect(readingsProblem('10', '99999999')).toBe('READING_TOO_LARGE');
    expect(readingsProblem('10.5', '10.4')).toBe('FALLING_READINGS');
    expect(readingsProblem('10.5', '10.5')).toBeNull();
  });

  it('refuses the same in the request schema, and prices of 0 or 500 ct/kWh', () => {
    const readings = {
      month: '2026-03',
      meterId: 'M-1',
      startReading: '100.00',
      endReading: '90.00',
      startReadingDate: '2026-03-01',
      endReadingDate: '2026-03-31',
    };
    expect(submitReadingsSchema.safeParse(readings).success).toBe(false);
    expect(submitReadingsSchema.safeParse({ ...readings, endReading: '190.00' }).success).toBe(true);
    expect(submitReadingsSchema.safeParse({ ...readings, startReading: '-5', endReading: '190' }).success).toBe(false);
    const terms = { supplier: 'Stadtwerke', isDynamic: false, validFrom: '2026-01-01', validUntil: null };
    expect(submitContractSchema.safeParse({ ...terms, centsPerKwh: '0' }).success).toBe(false);
    expect(submitContractSchema.safeParse({ ...terms, centsPerKwh: '500' }).success).toBe(false);
    expect(submitContractSchema.safeParse({ ...terms, centsPerKwh: '32.19' }).success).toBe(true);
    expect(submitContractSchema.safeParse({ ...terms, centsPerKwh: null }).success).toBe(false);
    expect(submitContractSchema.safeParse({ ...terms, isDynamic: true, centsPerKwh: null }).success).toBe(true);
  });
});

describe('plausibility', () => {
  const base = {
    month: '2026-02',
    kwh: 30000,
    startReading: '1000.00',
    previousEndReading: '1000.00',
    batteryKwh: 60,
    otherClaimsInMonth: 0,
    photos: [
      { readingDate: '2026-02-01', takenOn: '2026-02-01' },
      { readingDate: '2026-02-28', takenOn: null },
    ],
  };

  it('warns of nothing for a month that fits', () => {
    expect(plausibilityOf(base)).toEqual([]);
  });

  it('warns of readings that go back or skip against the previous month', () => {
    expect(plausibilityOf({ ...base, startReading: '990.00' })).toEqual(['READINGS_GO_BACK']);
    expect(plausibilityOf({ ...base, startReading: '1010.00' })).toEqual(['READINGS_SKIP']);
    expect(plausibilityOf({ ...base, previousEndReading: null })).toEqual([]);
  });

  it('warns of more kWh than the battery takes charged full every day of the month', () => {
    // February 2026: 28 days × 60 kWh = 1680 kWh.
    expect(plausibilityOf({ ...base, kwh: 168000 })).toEqual([]);
    expect(plausibilityOf({ ...base, kwh: 168001 })).toEqual(['MORE_THAN_BATTERY']);
  });

  it('warns of a month claimed otherwise and of photos taken on another day', () => {
    expect(plausibilityOf({ ...base, otherClaimsInMonth: 1 })).toEqual(['MONTH_ALREADY_CLAIMED']);
    const photos = [{ readingDate: '2026-02-01', takenOn: '2026-02-04' }];
    expect(plausibilityOf({ ...base, photos })).toEqual(['PHOTO_ON_OTHER_DATE']);
    expect(plausibilityOf({ ...base, photos: [{ readingDate: '2026-02-01', takenOn: '2026-02-03' }] })).toEqual([]);
  });
});

describe('contract ranges', () => {
  it('overlap when they share a day; an open end runs on', () => {
    const jan = { validFrom: '2026-01-01', validUntil: '2026-01-31' };
    expect(rangesOverlap(jan, { validFrom: '2026-01-31', validUntil: null })).toBe(true);
    expect(rangesOverlap(jan, { validFrom: '2026-02-01', validUntil: null })).toBe(false);
    expect(
      rangesOverlap({ validFrom: '2026-01-01', validUntil: null }, { validFrom: '2030-01-01', validUntil: null }),
    ).toBe(true);
    expect(rangesOverlap({ validFrom: '2026-03-01', validUntil: null }, jan)).toBe(false);
  });
});
