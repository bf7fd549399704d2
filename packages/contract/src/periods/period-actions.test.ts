import { describe, expect, it } from 'vitest';
import { defaultRightsOfRole } from '../vocabulary/roles';
import {
  availablePeriodActions,
  periodAbilities,
  periodTransitionError,
  type PeriodTransitionFacts,
} from './period-actions';

const open: PeriodTransitionFacts = {
  isClosed: false,
  isInvoiced: false,
  isInvoiceable: true,
  isWithinReopenPeriod: false,
};
const closed: PeriodTransitionFacts = { ...open, isClosed: true };
const future: PeriodTransitionFacts = { ...open, isInvoiceable: false };
const invoiced: PeriodTransitionFacts = { ...open, isInvoiced: true, isWithinReopenPeriod: true };
const invoicedLongAgo: PeriodTransitionFacts = { ...invoiced, isWithinReopenPeriod: false };
const admin = defaultRightsOfRole.ADMIN;

describe('period transitions', () => {
  it('closes an open period only', () => {
    expect(periodTransitionError('close', open)).toBeNull();
    expect(periodTransitionError('close', future)).toBeNull();
    expect(periodTransitionError('close', closed)).toBe('PERIOD_ALREADY_CLOSED');
    expect(periodTransitionError('close', invoiced)).toBe('PERIOD_INVOICED');
  });

  it('reopens a closed period that is not invoiced', () => {
    expect(periodTransitionError('reopen', closed)).toBeNull();
    expect(periodTransitionError('reopen', open)).toBe('PERIOD_NOT_CLOSED');
    expect(periodTransitionError('reopen', { ...invoiced, isClosed: true })).toBe('PERIOD_INVOICED');
  });

  it('invoices a started period, closed or not, once', () => {
    expect(periodTransitionError('invoice', open)).toBeNull();
    expect(periodTransitionError('invoice', closed)).toBeNull();
    expect(periodTransitionError('invoice', future)).toBe('PERIOD_NOT_INVOICEABLE');
    expect(periodTransitionError('invoice', invoiced)).toBe('PERIOD_INVOICED');
  });

  it('uninvoices within the reopen window only', () => {
    expect(periodTransitionError('uninvoice', invoiced)).toBeNull();
    expect(periodTransitionError('uninvoice', invoicedLongAgo)).toBe('REOPEN_WINDOW_EXPIRED');
    expect(periodTransitionError('uninvoice', open)).toBe('PERIOD_NOT_INVOICED');
    expect(periodTransitionError('uninvoice', closed)).toBe('PERIOD_NOT_INVOICED');
  });
});

describe('availablePeriodActions', () => {
  it('offers the allowed transitions to those who manage periods', () => {
    expect(availablePeriodActions(open, admin)).toEqual({
      close: true,
      reopen: false,
      invoice: true,
      uninvoice: false,
      taxExport: false,
    });
    expect(availablePeriodActions(closed, admin)).toEqual({
      close: false,
      reopen: true,
      invoice: true,
      uninvoice: false,
      taxExport: false,
    });
    expect(availablePeriodActions(future, admin)).toEqual({
      close: true,
      reopen: false,
      invoice: false,
      uninvoice: false,
      taxExport: false,
    });
    expect(availablePeriodActions(invoiced, admin)).toEqual({
      close: false,
      reopen: false,
      invoice: false,
      uninvoice: true,
      taxExport: true,
    });
    expect(availablePeriodActions(invoicedLongAgo, admin)).toEqual({
      close: false,
      reopen: false,
      invoice: false,
      uninvoice: false,
      taxExport: true,
    });
  });

  it('offers nothing to the expense checker or an employee', () => {
    const none = { close: false, reopen: false, invoice: false, uninvoice: false, taxExport: false };
    for (const facts of [open, closed, invoiced]) {
      expect(availablePeriodActions(facts, defaultRightsOfRole.EXPENSE_CHECKER)).toEqual(none);
      expect(availablePeriodActions(facts, defaultRightsOfRole.USER)).toEqual(none);
    }
  });

  it('gives the accountant and every admin the buttons', () => {
    for (const role of ['ACCOUNTANT', 'ADMIN_LIGHT', 'CARD_ADMIN'] as const) {
      expect(availablePeriodActions(open, defaultRightsOfRole[role]).close).toBe(true);
    }
  });
});

describe('periodAbilities', () => {
  const closed = { isClosed: true, isInvoiced: false, isInvoiceable: true, isWithinReopenPeriod: false };

  it('closes a period to employees but not to reviewers, and offers reopen and invoice to managers', () => {
    expect(periodAbilities(closed, defaultRightsOfRole.ACCOUNTANT)).toEqual({
      isOpenForEmployees: false,
      isOpenForReview: true,
      availableActions: { close: false, reopen: true, invoice: true, uninvoice: false, taxExport: false },
    });
  });

  it('offers the expense checker no period action', () => {
    const { availableActions } = periodAbilities(closed, defaultRightsOfRole.EXPENSE_CHECKER);
    expect(Object.values(availableActions).some(Boolean)).toBe(false);
  });
});
