import { describe, expect, it } from 'vitest';
import { canStartExport, defaultExportRange, inBatches, offboardingQuerySchema, withEndDate } from './offboarding';

describe('defaultExportRange', () => {
  it.each([
    ['2026-11-21T10:00:00Z', '2026-10-01', '2026-10-31'],
    ['2026-03-01T00:00:00Z', '2026-02-01', '2026-02-28'],
    ['2024-03-15T12:00:00Z', '2024-02-01', '2024-02-29'],
    ['2027-01-01T00:30:00Z', '2026-12-01', '2026-12-31'],
    // Still the last day of November in UTC although it is December in Berlin.
    ['2026-11-30T23:30:00Z', '2026-10-01', '2026-10-31'],
  ])('at %s is %s to %s', (now, startDate, endDate) => {
    expect(defaultExportRange(new Date(now))).toEqual({ startDate, endDate });
  });
});

describe('withEndDate', () => {
  it('clears the start when the end lies before it', () => {
    expect(withEndDate({ startDate: '2026-10-10' }, '2026-10-09')).toEqual({ startDate: null, endDate: '2026-10-09' });
  });
  it('keeps the start for an end on or after it, or no end', () => {
    expect(withEndDate({ startDate: '2026-10-10' }, '2026-10-10')).toEqual({
      startDate: '2026-10-10',
      endDate: '2026-10-10',
    });
    expect(withEndDate({ startDate: '2026-10-10' }, null)).toEqual({ startDate: '2026-10-10', endDate: null });
  });
});

describe('canStartExport', () => {
  it('needs both dates and no running export', () => {
    expect(canStartExport({ startDate: '2026-10-01', endDate: '2026-10-31' }, false)).toBe(true);
    expect(canStartExport({ startDate: null, endDate: '2026-10-31' }, false)).toBe(false);
    expect(canStartExport({ startDate: '2026-10-01', endDate: null }, false)).toBe(false);
    expect(canStartExport({ startDate: '2026-10-01', endDate: '2026-10-31' }, true)).toBe(false);
  });
});

describe('inBatches', () => {
  it('cuts 23 items into 10, 10 and 3', () => {
    const batches = inBatches(Array.from({ length: 23 }, (_, i) => i));
    expect(batches.map((b) => b.length)).toEqual([10, 10, 3]);
    expect(batches.flat()).toEqual(Array.from({ length: 23 }, (_, i) => i));
  });
  it('gives no batch for no items', () => {
    expect(inBatches([])).toEqual([]);
  });
});

describe('offboardingQuerySchema', () => {
  it('takes two days in order and refuses others', () => {
    expect(offboardingQuerySchema.safeParse({ from: '2026-10-01', to: '2026-10-31' }).success).toBe(true);
    expect(offboardingQuerySchema.safeParse({ from: '2026-10-31', to: '2026-10-01' }).success).toBe(false);
    expect(offboardingQuerySchema.safeParse({ from: '01.10.2026', to: '2026-10-31' }).success).toBe(false);
    expect(offboardingQuerySchema.safeParse({ from: '2026-10-01' }).success).toBe(false);
  });
});
