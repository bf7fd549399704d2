import { describe, expect, it } from 'vitest';
import { collectExportWarnings } from './export-warnings';
import { updateTaxConfigurationRequestSchema } from './tax-configuration';

const none = { TAX_FREE: 0, FLAT_15: 0, TAXABLE: 0 };
const flatRateCap = { allowance: 100_00, flatReimbursed: 0, flatTaxed: 0, movedToTaxable: 0 };

describe('collectExportWarnings', () => {
  it('is empty when nothing needs attention', () => {
    expect(
      collectExportWarnings({
        users: [
          {
            userId: 'u1',
            userName: 'Emma',
            personalNumber: '1006',
            notReimbursed: 0,
            reimbursed: { ...none, TAX_FREE: 100 },
            flatRateCap,
          },
        ],
        expenses: [{ id: 'e1', userId: 'u1', isChecked: true, isMarked: false }],
        categoriesWithoutWageType: [],
      }),
    ).toEqual([]);
  });

  it('lists each kind once with its count and details, in a fixed order', () => {
    const warnings = collectExportWarnings({
      users: [
        {
          userId: 'u1',
          userName: 'Emma',
          personalNumber: '1006',
          notReimbursed: 3000,
          reimbursed: { ...none, FLAT_15: 500 },
          flatRateCap,
        },
        {
          userId: 'u2',
          userName: 'Lukas',
          personalNumber: ' ',
          notReimbursed: 0,
          reimbursed: { ...none, TAXABLE: 250 },
          flatRateCap,
        },
      ],
      expenses: [
        { id: 'e1', userId: 'u1', isChecked: false, isMarked: false },
        { id: 'e2', userId: 'u1', isChecked: false, isMarked: true },
        { id: 'e3', userId: 'u2', isChecked: true, isMarked: false },
      ],
      categoriesWithoutWageType: ['TAXABLE', 'TAX_FREE'],
    });
    expect(warnings.map((w) => [w.code, w.count])).toEqual([
      ['USERS_WITHOUT_PERSONAL_NUMBER', 1],
      ['UNCHECKED_EXPENSES', 1],
      ['MARKED_EXPENSES', 1],
      ['USERS_OVER_BUDGET', 1],
      ['CATEGORY_WITHOUT_WAGE_TYPE', 1],
    ]);
    expect(warnings[0]!.details[0]).toMatchObject({ userId: 'u2', userName: 'Lukas' });
    expect(warnings[1]!.details[0]).toMatchObject({ expenseId: 'e1', userName: 'Emma', personalNumber: '1006' });
    expect(warnings[3]!.details[0]).toMatchObject({ userId: 'u1', amount: '30.00' });
    // TAX_FREE has no wage type but nothing was paid on it: no warning for it.
    expect(warnings[4]!.details).toEqual([
      { userId: null, userName: null, personalNumber: null, expenseId: null, category: 'TAXABLE', amount: '2.50' },
    ]);
  });
});

describe('updateTaxConfigurationRequestSchema', () => {
  const bucket = (category: string, extra: object = {}) => ({
    category,
    wageTypeNumber: 4100,
    bsNr: 2,
    wageName: 'Mobilitätsbudget',
    inftySapValue: '',
    active: true,
    ...extra,
  });
  const valid = {
    consultantNumber: '1234567',
    clientNumber: '12345',
    netWageActive: true,
    buckets: [bucket('TAX_FREE'), bucket('FLAT_15'), bucket('TAXABLE')],
  };

  it('accepts a complete configuration and turns an empty SAP value into null', () => {
    const parsed = updateTaxConfigurationRequestSchema.parse(valid);
    expect(parsed.buckets[0]!.inftySapValue).toBeNull();
  });

  it('refuses too long numbers, wage types out of range, doubled categories and an inactive TAXABLE', () => {
    expect(updateTaxConfigurationRequestSchema.safeParse({ ...valid, consultantNumber: '12345678' }).success).toBe(
      false,
    );
    expect(updateTaxConfigurationRequestSchema.safeParse({ ...valid, clientNumber: '123456' }).success).toBe(false);
    expect(updateTaxConfigurationRequestSchema.safeParse({ ...valid, clientNumber: '12a' }).success).toBe(false);
    expect(
      updateTaxConfigurationRequestSchema.safeParse({
        ...valid,
        buckets: [bucket('TAX_FREE', { wageTypeNumber: 10000 }), bucket('FLAT_15'), bucket('TAXABLE')],
      }).success,
    ).toBe(false);
    expect(
      updateTaxConfigurationRequestSchema.safeParse({
        ...valid,
        buckets: [bucket('TAX_FREE'), bucket('TAX_FREE'), bucket('TAXABLE')],
      }).success,
    ).toBe(false);
    expect(
      updateTaxConfigurationRequestSchema.safeParse({
        ...valid,
        buckets: [bucket('TAX_FREE'), bucket('FLAT_15'), bucket('TAXABLE', { active: false })],
      }).success,
    ).toBe(false);
    expect(updateTaxConfigurationRequestSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });
});
