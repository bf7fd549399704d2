import { parseDisplayDate } from '../../../lib/display-date';
import { describe, expect, it } from 'vitest';
import {
  type ExpenseFormContext,
  type ExpenseFormValues,
  expenseFormStatus,
  formValuesOf,
  inFormat,
  suggestedValues,
  toSaveRequest,
  validateExpenseForm,
} from './expense-form-rules';

const context: ExpenseFormContext = {
  numberFormat: 'de',
  companyCurrency: 'EUR',
  minDate: '2026-09-01',
  maxDate: '2026-11-30',
  companyTypes: ['GERMANY_TICKET', 'RAIL_CARD'],
  privateTypes: ['TAXI'],
  allowedOrigins: ['HOME'],
};
const complete: ExpenseFormValues = {
  originalCostString: '1.234,50',
  originalCurrency: 'EUR',
  exchangeRate: '1.000000',
  date: '2026-11-02',
  purpose: 'work',
  mobilityType: 'GERMANY_TICKET',
  origin: 'HOME',
  comment: '',
};

describe('the employee form status', () => {
  it('is ready only when valid, complete and with a file; submitted when the stored one was', () => {
    const errors = validateExpenseForm(complete, context);
    expect(errors).toEqual({});
    expect(expenseFormStatus(complete, errors, true, null, 'EUR')).toBe('READY');
    expect(expenseFormStatus(complete, errors, false, null, 'EUR')).toBe('INCOMPLETE');
    expect(expenseFormStatus(complete, errors, true, 'SUBMITTED', 'EUR')).toBe('SUBMITTED');
  });

  it('is incomplete while a field is wrong or missing', () => {
    const cases: [Partial<ExpenseFormValues>, string][] = [
      [{ originalCostString: '0,00' }, 'originalCostString'],
      [{ originalCostString: 'zwölf' }, 'originalCostString'],
      [{ date: '2026-08-31' }, 'date'],
      [{ purpose: null }, 'purpose'],
      [{ purpose: 'private' }, 'mobilityType'],
      [{ origin: 'ABROAD' }, 'origin'],
    ];
    for (const [change, field] of cases) {
      const values = { ...complete, ...change };
      const errors = validateExpenseForm(values, context);
      expect(Object.keys(errors), field).toContain(field);
      expect(expenseFormStatus(values, errors, true, null, 'EUR')).toBe('INCOMPLETE');
    }
  });

  it('needs a rate for a foreign cost and sends the cost as an exact decimal string', () => {
    const foreign = { ...complete, originalCurrency: 'USD', exchangeRate: '' };
    expect(expenseFormStatus(foreign, validateExpenseForm(foreign, context), true, null, 'EUR')).toBe('INCOMPLETE');
    expect(toSaveRequest({ ...foreign, exchangeRate: '0,912345' }, 'de')).toMatchObject({
      originalCost: '1234.50',
      originalCurrency: 'USD',
      exchangeRate: '0.912345',
      tripToWork: true,
    });
  });
});

describe('the rate as people write it', () => {
  it('shows a stored rate with a decimal comma in German and reads it back exactly', () => {
    expect(inFormat('1.072156', 'de')).toBe('1,072156');
    expect(inFormat('1.072156', 'en')).toBe('1.072156');
    const stored = { originalCost: '12.50', exchangeRate: '1.072156' } as Parameters<typeof formValuesOf>[0];
    const values = formValuesOf({ ...stored!, originalCurrency: 'USD' }, '2026-11-02', 'EUR', 'de');
    expect(values).toMatchObject({ originalCostString: '12,50', exchangeRate: '1,072156' });
    expect(toSaveRequest({ ...complete, exchangeRate: values.exchangeRate }, 'de').exchangeRate).toBe('1.072156');
  });
});

describe('typed dates', () => {
  it('reads both display formats and refuses days that do not exist', () => {
    expect(parseDisplayDate('05.11.2026')).toBe('2026-11-05');
    expect(parseDisplayDate('5/11/2026')).toBe('2026-11-05');
    expect(parseDisplayDate('31.02.2026')).toBeNull();
    expect(parseDisplayDate('2026-11-05')).toBeNull();
  });
});

describe('suggestedValues', () => {
  const reading = { totalAmount: '1234.50', currency: 'CHF', invoiceDate: '2026-11-03' };

  it('writes the cost as the user types it, in the currency the receipt names and they may choose', () => {
    expect(suggestedValues(reading, 'de', ['EUR', 'CHF'])).toEqual({
      originalCostString: '1234,50',
      originalCurrency: 'CHF',
      date: '2026-11-03',
    });
    // A CHF amount is never taken as a EUR amount: only the date is.
    expect(suggestedValues(reading, 'en', ['EUR'])).toEqual({ date: '2026-11-03' });
    expect(suggestedValues({ ...reading, currency: null }, 'en', ['EUR'])).toEqual({
      originalCostString: '1234.50',
      date: '2026-11-03',
    });
  });

  it('leaves out what the receipt does not state', () => {
    expect(suggestedValues({ totalAmount: null, currency: null, invoiceDate: null }, 'en', ['EUR'])).toEqual({});
  });
});
