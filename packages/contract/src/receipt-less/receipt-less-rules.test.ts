import { describe, expect, it } from 'vitest';
import { createReceiptLessExpenseSchema, updateReceiptLessSettingsSchema } from './receipt-less';
import { receiptLessRefusal } from './receipt-less-rules';

const allowed = { allowed: true, limitPerExpense: '50.00', limitPerMonth: '150.00' };

describe('receipt-less limits', () => {
  it('refuses every amount where the company does not allow it', () => {
    expect(receiptLessRefusal({ ...allowed, allowed: false }, '1.00', '0')).toEqual({
      code: 'RECEIPT_LESS_NOT_ALLOWED',
      parameter: null,
    });
  });

  it('takes an amount up to the limit per expense, to the cent', () => {
    expect(receiptLessRefusal(allowed, '50.00', '0')).toBeNull();
    expect(receiptLessRefusal(allowed, '50.01', '0')).toEqual({
      code: 'RECEIPT_LESS_OVER_EXPENSE_LIMIT',
      parameter: '50.00',
    });
  });

  it('counts the month’s earlier declarations and names what is left', () => {
    expect(receiptLessRefusal(allowed, '30.00', '120.00')).toBeNull();
    expect(receiptLessRefusal(allowed, '30.01', '120.00')).toEqual({
      code: 'RECEIPT_LESS_OVER_MONTH_LIMIT',
      parameter: '30.00',
    });
    expect(receiptLessRefusal(allowed, '0.01', '150.00')).toEqual({
      code: 'RECEIPT_LESS_OVER_MONTH_LIMIT',
      parameter: '0.00',
    });
  });

  it('keeps a company’s limits within the settled maximum and the month at least one expense', () => {
    const ok = updateReceiptLessSettingsSchema.safeParse({
      allowed: true,
      limitPerExpense: '25',
      limitPerMonth: '75.5',
    });
    expect(ok.success).toBe(true);
    for (const wrong of [
      { allowed: true, limitPerExpense: '50.01', limitPerMonth: '150' },
      { allowed: true, limitPerExpense: '50', limitPerMonth: '150.01' },
      { allowed: true, limitPerExpense: '40', limitPerMonth: '30' },
      { allowed: true, limitPerExpense: '0', limitPerMonth: '30' },
      { allowed: true, limitPerExpense: 'ten', limitPerMonth: '30' },
    ]) {
      expect(updateReceiptLessSettingsSchema.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
    }
  });

  it('asks for every fact and the assurance', () => {
    const facts = {
      date: '2026-11-03',
      originalCost: '12.40',
      tripToWork: false,
      type: 'TAXI',
      what: 'Taxi from the station',
      where: 'Taxi Müller, Köln',
      reason: 'The driver had no receipt pad',
      assurance: true,
    };
    expect(createReceiptLessExpenseSchema.safeParse(facts).success).toBe(true);
    const noAssurance = createReceiptLessExpenseSchema.safeParse({ ...facts, assurance: false });
    expect(noAssurance.error?.issues[0]?.path).toEqual(['assurance']);
    expect(createReceiptLessExpenseSchema.safeParse({ ...facts, reason: '  ' }).success).toBe(false);
    expect(createReceiptLessExpenseSchema.safeParse({ ...facts, originalCost: '12,40' }).success).toBe(false);
  });
});
