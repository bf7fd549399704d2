import { describe, expect, it } from 'vitest';
import { receiptMismatches } from './receipt-check';

const expense = { originalCost: '49.00', originalCurrency: 'EUR', periodString: '202610' };
const reading = { totalAmount: '49.00', currency: 'EUR', invoiceDate: '2026-10-03' };

describe('receiptMismatches', () => {
  it('finds nothing when amount, currency and month agree, or nothing was read', () => {
    expect(receiptMismatches(expense, reading)).toEqual([]);
    expect(receiptMismatches(expense, null)).toEqual([]);
    expect(receiptMismatches(expense, { totalAmount: null, currency: null, invoiceDate: null })).toEqual([]);
  });

  it('compares amounts to the cent, in the same currency or when the receipt names none', () => {
    expect(receiptMismatches(expense, { ...reading, totalAmount: '49.01' })).toEqual(['AMOUNT']);
    expect(receiptMismatches(expense, { ...reading, totalAmount: '49', currency: null })).toEqual([]);
    expect(receiptMismatches(expense, { ...reading, totalAmount: '12.00', currency: 'CHF' })).toEqual([]);
    expect(receiptMismatches({ ...expense, originalCost: null }, { ...reading, totalAmount: '1.00' })).toEqual([]);
  });

  it('warns when the receipt is dated outside the billing period', () => {
    expect(receiptMismatches(expense, { ...reading, invoiceDate: '2026-09-30' })).toEqual(['DATE']);
    expect(receiptMismatches(expense, { ...reading, invoiceDate: '2026-11-01', totalAmount: '5.00' })).toEqual([
      'AMOUNT',
      'DATE',
    ]);
  });
});
