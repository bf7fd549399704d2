import type { Expense } from '@mobilo/contract';
import { describe, expect, it } from 'vitest';
import {
  defaultPeriodView,
  expandsOnLoad,
  filterExpenses,
  emptyManagementFilter,
  pageOf,
  pageOfIndex,
  sortExpenses,
  stepWithWrap,
  totalPages,
} from './management-table-model';

function expense(id: string, overrides: Partial<Expense> = {}): Expense {
  return {
    id,
    date: '2026-10-05',
    type: 'GERMANY_TICKET',
    tripToWork: true,
    isChecked: false,
    cost: '10.00',
    user: { id: 'u1', name: 'Ada Lovelace', personalNumber: '1' },
    processStatus: 'SUBMITTED',
    origin: 'HOME',
    ...overrides,
  } as Expense;
}

const expenses = [
  expense('a', { date: '2026-10-03', cost: '30.00' }),
  expense('b', { date: '2026-10-01', tripToWork: false, type: 'TAXI', isChecked: true }),
  expense('c', { date: '2026-10-02', user: { id: 'u2', name: 'Bea Bauer', personalNumber: null }, cost: '5.00' }),
];

describe('management table model', () => {
  it('filters by type, purpose, check status and user; empty lists mean all', () => {
    const ids = (filter: Partial<typeof emptyManagementFilter>) =>
      filterExpenses(expenses, { ...emptyManagementFilter, ...filter }).map((e) => e.id);
    expect(ids({})).toEqual(['a', 'b', 'c']);
    expect(ids({ mobilityTypes: ['TAXI'] })).toEqual(['b']);
    expect(ids({ purpose: 'work' })).toEqual(['a', 'c']);
    expect(ids({ purpose: 'private' })).toEqual(['b']);
    expect(ids({ checkStatus: 'checked' })).toEqual(['b']);
    expect(ids({ checkStatus: 'unchecked', userIds: ['u1'] })).toEqual(['a']);
  });

  it('sorts by a column in both directions', () => {
    expect(sortExpenses(expenses, { sortBy: 'date', sortOrder: 'ASC' }).map((e) => e.id)).toEqual(['b', 'c', 'a']);
    expect(sortExpenses(expenses, { sortBy: 'cost', sortOrder: 'DESC' }).map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(sortExpenses(expenses, { sortBy: 'user', sortOrder: 'ASC' }).map((e) => e.id)).toEqual(['b', 'a', 'c']);
    expect(defaultPeriodView.sort).toEqual({ sortBy: 'date', sortOrder: 'ASC' });
  });

  it('pages by 20', () => {
    const rows = Array.from({ length: 45 }, (_, i) => i);
    expect(totalPages(45)).toBe(3);
    expect(totalPages(0)).toBe(1);
    expect(pageOf(rows, 1)).toHaveLength(20);
    expect(pageOf(rows, 3)).toEqual([40, 41, 42, 43, 44]);
    expect(pageOf(rows, 9)).toEqual([40, 41, 42, 43, 44]);
    expect(pageOfIndex(19)).toBe(1);
    expect(pageOfIndex(20)).toBe(2);
  });

  it('steps through the list and wraps around at both ends', () => {
    const ids = ['a', 'b', 'c'];
    expect(stepWithWrap(ids, 'a', 1)).toBe('b');
    expect(stepWithWrap(ids, 'c', 1)).toBe('a');
    expect(stepWithWrap(ids, 'a', -1)).toBe('c');
    expect(stepWithWrap(['a'], 'a', 1)).toBe('a');
    expect(stepWithWrap(ids, 'x', 1)).toBeNull();
  });

  it('opens a card on load only when it is not invoiced and at most two months old', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(expandsOnLoad({ periodString: '202611', isInvoiced: false }, now)).toBe(true);
    expect(expandsOnLoad({ periodString: '202609', isInvoiced: false }, now)).toBe(true);
    expect(expandsOnLoad({ periodString: '202608', isInvoiced: false }, now)).toBe(false);
    expect(expandsOnLoad({ periodString: '202610', isInvoiced: true }, now)).toBe(false);
    expect(expandsOnLoad({ periodString: '202601', isInvoiced: false }, new Date('2026-02-10T00:00:00Z'))).toBe(true);
    expect(expandsOnLoad({ periodString: '202511', isInvoiced: false }, new Date('2026-01-31T23:00:00Z'))).toBe(true);
  });
});
