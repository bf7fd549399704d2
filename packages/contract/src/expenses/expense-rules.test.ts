import { describe, expect, it } from 'vitest';
import {
  allowedMobilityTypes,
  allowedOrigins,
  needsRailCardConfirmation,
  originAfterDateChange,
  typeAfterPurposeChange,
  latestBillingDate,
  validateCostText,
  validateExpenseDate,
} from './expense-rules';
import {
  canSubmitExpense,
  deriveFormStatus,
  formAction,
  isExpenseBillable,
  isExpenseComplete,
  isExpenseDeleteable,
  isExpenseUpdateable,
  processStatusOf,
  statusAfterOwnerChange,
} from './expense-status';

const group = {
  companyMobilityTypes: ['GERMANY_TICKET', 'RAIL_CARD', 'TAXI'],
  privateMobilityTypes: ['GERMANY_TICKET', 'INTERCITY_TRAIN', 'INTERCITY_BUS', 'RAIL_CARD', 'TAXI'],
};

describe('expense status', () => {
  it('maps statuses to displayed process statuses', () => {
    const base = { isMarked: false, isChecked: false };
    expect(processStatusOf({ ...base, status: 'INCOMPLETE' })).toBe('INCOMPLETED');
    expect(processStatusOf({ ...base, status: 'SUBMITTED' })).toBe('SUBMITTED');
    expect(processStatusOf({ status: 'SUBMITTED', isMarked: true, isChecked: false })).toBe('MARKED');
    expect(processStatusOf({ status: 'SUBMITTED', isMarked: false, isChecked: true })).toBe('APPROVED');
    expect(processStatusOf({ ...base, status: 'INVOICED' })).toBe('COMPLETED');
  });

  it('allows changes until invoiced and bills submitted and invoiced', () => {
    for (const s of ['INCOMPLETE', 'READY', 'SUBMITTED', 'REJECTED'] as const) {
      expect(isExpenseUpdateable(s) && isExpenseDeleteable(s)).toBe(true);
    }
    expect(isExpenseUpdateable('INVOICED') || isExpenseDeleteable('INVOICED')).toBe(false);
    expect(['SUBMITTED', 'INVOICED'].every((s) => isExpenseBillable(s as 'SUBMITTED'))).toBe(true);
    expect(isExpenseBillable('READY')).toBe(false);
  });

  it('is complete only with a receipt and every field', () => {
    const full = {
      originalCost: '1.00',
      originalCurrency: 'EUR',
      cost: '1.00',
      date: '2026-11-02',
      tripToWork: false,
      type: 'TAXI',
      origin: 'HOME',
      fileCount: 1,
    };
    expect(isExpenseComplete(full)).toBe(true);
    expect(isExpenseComplete({ ...full, fileCount: 0 })).toBe(false);
    expect(isExpenseComplete({ ...full, cost: null })).toBe(false);
    expect(isExpenseComplete({ ...full, tripToWork: null })).toBe(false);
  });

  it('moves between statuses as the owner changes the expense', () => {
    expect(statusAfterOwnerChange('INCOMPLETE', true)).toBe('READY');
    expect(statusAfterOwnerChange('READY', false)).toBe('INCOMPLETE');
    expect(statusAfterOwnerChange('SUBMITTED', true)).toBe('SUBMITTED');
    expect(statusAfterOwnerChange('SUBMITTED', false)).toBe('INCOMPLETE');
    expect(statusAfterOwnerChange('REJECTED', true)).toBe('READY');
    expect(canSubmitExpense('READY', true)).toBe(true);
    expect(canSubmitExpense('INCOMPLETE', false)).toBe(false);
    expect(canSubmitExpense('SUBMITTED', true)).toBe(false);
  });

  it('derives the form status and its button', () => {
    expect(deriveFormStatus({ isValid: false, isComplete: true, storedStatus: null })).toBe('INCOMPLETE');
    expect(deriveFormStatus({ isValid: true, isComplete: true, storedStatus: 'READY' })).toBe('READY');
    expect(deriveFormStatus({ isValid: true, isComplete: true, storedStatus: 'SUBMITTED' })).toBe('SUBMITTED');
    expect(formAction('INCOMPLETE')).toBe('SUBMIT_DISABLED');
    expect(formAction('SUBMITTED')).toBe('WITHDRAW');
  });
});

describe('expense rules', () => {
  it('bills up to the last day of the current month, never a month that has not started', () => {
    expect(latestBillingDate(new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-30');
    expect(latestBillingDate(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12-31');
    expect(latestBillingDate(new Date('2027-02-01T00:00:00Z'))).toBe('2027-02-28');
  });

  it('offers the group list for the purpose, without long-distance private types for light users', () => {
    expect(allowedMobilityTypes(group, true, 'LIGHT')).toEqual(['GERMANY_TICKET', 'RAIL_CARD', 'TAXI']);
    expect(allowedMobilityTypes(group, false, 'LIGHT')).toEqual(['GERMANY_TICKET', 'TAXI']);
    expect(allowedMobilityTypes(group, false, 'PROFESSIONAL')).toHaveLength(5);
    expect(allowedMobilityTypes(null, true, 'PROFESSIONAL')).toEqual([]);
  });

  it('limits origins', () => {
    expect(allowedOrigins('LIGHT', null)).toEqual(['HOME']);
    expect(allowedOrigins('PROFESSIONAL', null)).toEqual(['HOME', 'ABROAD']);
    expect(allowedOrigins('PROFESSIONAL', ['ABROAD'])).toEqual(['ABROAD']);
    expect(allowedOrigins('LIGHT', ['ABROAD'])).toEqual(['HOME']);
  });

  it('resets what is no longer allowed', () => {
    expect(typeAfterPurposeChange('RAIL_CARD', ['TAXI'])).toBeNull();
    expect(typeAfterPurposeChange('TAXI', ['TAXI'])).toBe('TAXI');
    expect(originAfterDateChange('ABROAD', ['HOME'])).toBe('HOME');
    expect(needsRailCardConfirmation('RAIL_CARD', true)).toBe(true);
    expect(needsRailCardConfirmation('RAIL_CARD', false)).toBe(false);
  });

  it('validates cost and date', () => {
    expect(validateCostText('', 'de')).toBe('expenseCostRequired');
    expect(validateCostText('abc', 'de')).toBe('expenseCostInvalid');
    expect(validateCostText('0,00', 'de')).toBe('expenseCostMin');
    expect(validateCostText('0,01', 'de')).toBeNull();
    // The largest cost the server stores is 9,999,999,999.99; one more digit is refused at the field.
    expect(validateCostText('9.999.999.999,99', 'de')).toBeNull();
    expect(validateCostText('99999999999', 'de')).toBe('expenseCostMax');
    expect(validateCostText('99999999999', 'en')).toBe('expenseCostMax');
    expect(validateExpenseDate('2026-02-30', null)).toBe('expenseDateInvalid');
    expect(validateExpenseDate('2026-01-01', '2026-02-01')).toBe('expenseDateMin');
    expect(validateExpenseDate('2026-03-01', null, '2026-02-28')).toBe('expenseDateMax');
    expect(validateExpenseDate('2026-02-01', '2026-02-01')).toBeNull();
    expect(validateExpenseDate(null, null)).toBe('expenseDateRequired');
  });
});
