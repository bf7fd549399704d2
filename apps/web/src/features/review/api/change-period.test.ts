import { describe, expect, it } from 'vitest';
import { periodActionReloads } from './change-period';

describe('what a period action reloads', () => {
  it('closing and reopening reload the expenses only for a viewer who may list them', () => {
    expect(periodActionReloads('close', ['CAN_MANAGE_PERIODS', 'CAN_GET_ALL_EXPENSES'])).toEqual({
      expenses: true,
      budget: false,
    });
    expect(periodActionReloads('reopen', ['CAN_MANAGE_PERIODS'])).toEqual({ expenses: false, budget: false });
    expect(periodActionReloads('close', ['CAN_MANAGE_PERIODS'])).toEqual({ expenses: false, budget: false });
  });

  it('invoicing and uninvoicing always reload the expenses; invoicing the budget too', () => {
    expect(periodActionReloads('uninvoice', ['CAN_MANAGE_PERIODS'])).toEqual({ expenses: true, budget: false });
    expect(periodActionReloads('invoice', ['CAN_MANAGE_PERIODS'])).toEqual({ expenses: true, budget: true });
  });
});
