import { describe, expect, it } from 'vitest';
import {
  isDatevClientNumber,
  isDatevConsultantNumber,
  isDatevPersonalNumber,
  isLohnUndGehaltWageType,
  personalNumberConflicts,
  personalNumberProblem,
} from './datev-numbers';
import { invalidExportSettings, updateTaxConfigurationRequestSchema } from './tax-configuration';

describe('DATEV number rules', () => {
  it('takes personal numbers 1–99999 of digits only', () => {
    expect(['1', '29834', '99999', '00042'].map(isDatevPersonalNumber)).toEqual([true, true, true, true]);
    expect(['0', '100000', '7;29834', 'A12', ' 12', '', '1.5'].map(isDatevPersonalNumber)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('takes Beraternummer 1000–9999999 and Mandantennummer 1–99999', () => {
    expect(['1000', '9999999'].map(isDatevConsultantNumber)).toEqual([true, true]);
    expect(['999', '10000000', '12a4'].map(isDatevConsultantNumber)).toEqual([false, false, false]);
    expect(['1', '99999'].map(isDatevClientNumber)).toEqual([true, true]);
    expect(['0', '100000'].map(isDatevClientNumber)).toEqual([false, false]);
  });

  it('takes Lohn und Gehalt wage types 1–5999 and 8000–9999', () => {
    expect([1, 5999, 8000, 9999].map(isLohnUndGehaltWageType)).toEqual([true, true, true, true]);
    expect([0, 6000, 6500, 7999, 10000, 1.5].map(isLohnUndGehaltWageType)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('accepts in-house numbers only when the company uses them', () => {
    expect(personalNumberProblem('AB-12', { alphanumericPersonalNumbers: false })).toBe('PERSONAL_NUMBER_INVALID');
    expect(personalNumberProblem('AB-12', { alphanumericPersonalNumbers: true })).toBeNull();
    expect(personalNumberProblem('7;29834', { alphanumericPersonalNumbers: true })).toBe('PERSONAL_NUMBER_INVALID');
    expect(personalNumberProblem('', { alphanumericPersonalNumbers: false })).toBeNull();
  });

  it('finds invalid and shared numbers; "007" and "7" are the same employee for DATEV', () => {
    const { invalid, duplicate } = personalNumberConflicts([
      { userId: 'a', userName: 'A', personalNumber: '7' },
      { userId: 'b', userName: 'B', personalNumber: '007' },
      { userId: 'c', userName: 'C', personalNumber: '123456' },
      { userId: 'd', userName: 'D', personalNumber: null },
    ]);
    expect(invalid.map((h) => h.userId)).toEqual(['c']);
    expect(duplicate.map((h) => h.userId)).toEqual(['a', 'b']);
  });

  it('refuses new numbers outside the ranges and flags stored ones before an export', () => {
    const bucket = (category: string, wageTypeNumber: number) => ({
      category,
      wageTypeNumber,
      bsNr: 2,
      wageName: 'Mobilität',
      inftySapValue: null,
      active: true,
    });
    const request = {
      consultantNumber: '999',
      clientNumber: '12345',
      netWageActive: false,
      buckets: [bucket('TAX_FREE', 4100), bucket('FLAT_15', 4110), bucket('TAXABLE', 6500)],
    };
    expect(updateTaxConfigurationRequestSchema.safeParse(request).success).toBe(false);
    expect(updateTaxConfigurationRequestSchema.safeParse({ ...request, consultantNumber: '1000' }).success).toBe(true);
    const stored = updateTaxConfigurationRequestSchema.parse({ ...request, consultantNumber: '1000' });
    expect(invalidExportSettings({ ...stored, consultantNumber: '999' }, 'lodas')).toEqual(['consultantNumber']);
    expect(invalidExportSettings(stored, 'loug')).toEqual(['wageTypeNumber']);
    expect(invalidExportSettings(stored, 'lodas')).toEqual([]);
  });
});
