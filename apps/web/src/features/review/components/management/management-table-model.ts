import { addMonths, currentPeriod, type Expense, type MobilityType, type Period } from '@mobilo/contract';
import { compareSortValues, type SortValue } from '../../../../components/data-table/data-table-model';
import { expenseSortValues } from '../../../../components/data-table/expense-sort-values';

/** Spec §9: tables page by 20, starting at page 1. */
export const managementPageSize = 20;

export type PurposeFilter = 'all' | 'work' | 'private';
export type CheckFilter = 'all' | 'checked' | 'unchecked';

/** Spec §2 "Management screen": empty type and user lists mean "all". */
export interface ManagementFilter {
  mobilityTypes: MobilityType[];
  purpose: PurposeFilter;
  checkStatus: CheckFilter;
  userIds: string[];
}

export const emptyManagementFilter: ManagementFilter = {
  mobilityTypes: [],
  purpose: 'all',
  checkStatus: 'all',
  userIds: [],
};

export type ManagementSortKey = 'status' | 'user' | 'date' | 'type' | 'purpose' | 'origin' | 'cost' | 'checked';

/** The table model of spec §3: sort column and order; the page lives beside it. */
export interface ManagementSort {
  sortBy: ManagementSortKey;
  sortOrder: 'ASC' | 'DESC';
}

export const defaultManagementSort: ManagementSort = { sortBy: 'date', sortOrder: 'ASC' };

/** What one period card shows: its filter, sort and page. */
export interface PeriodView {
  filter: ManagementFilter;
  sort: ManagementSort;
  page: number;
}

export const defaultPeriodView: PeriodView = { filter: emptyManagementFilter, sort: defaultManagementSort, page: 1 };

export function filterExpenses(expenses: readonly Expense[], filter: ManagementFilter): Expense[] {
  return expenses.filter((expense) => {
    if (filter.mobilityTypes.length > 0 && (expense.type === null || !filter.mobilityTypes.includes(expense.type)))
      return false;
    if (filter.purpose === 'work' && expense.tripToWork !== true) return false;
    if (filter.purpose === 'private' && expense.tripToWork !== false) return false;
    if (filter.checkStatus === 'checked' && !expense.isChecked) return false;
    if (filter.checkStatus === 'unchecked' && expense.isChecked) return false;
    if (filter.userIds.length > 0 && !filter.userIds.includes(expense.user.id)) return false;
    return true;
  });
}

const sortValue: Record<ManagementSortKey, (e: Expense) => SortValue> = {
  ...expenseSortValues,
  user: (e) => e.user.name.toLocaleLowerCase(),
  checked: (e) => (e.isChecked ? 1 : 0),
};

/** Sorted by the column, ties by billing date and id so that the order (and paging) is stable. */
export function sortExpenses(expenses: readonly Expense[], sort: ManagementSort): Expense[] {
  const value = sortValue[sort.sortBy];
  const direction = sort.sortOrder === 'ASC' ? 1 : -1;
  return [...expenses].sort((a, b) => {
    const order = compareSortValues(value(a), value(b));
    if (order !== 0) return order * direction;
    if (a.date !== b.date) return a.date < b.date ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/** The filtered, sorted list of a period: the table's rows and the detail's paging order. */
export function visibleExpenses(expenses: readonly Expense[], view: PeriodView): Expense[] {
  return sortExpenses(filterExpenses(expenses, view.filter), view.sort);
}

export function totalPages(count: number, pageSize = managementPageSize): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** Page `page` (from 1) of the list; a page beyond the end shows the last one. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize = managementPageSize): T[] {
  const last = totalPages(rows.length, pageSize);
  const current = Math.min(Math.max(1, page), last);
  return rows.slice((current - 1) * pageSize, current * pageSize);
}

/** The page that holds the row at `index`. */
export function pageOfIndex(index: number, pageSize = managementPageSize): number {
  return Math.floor(Math.max(0, index) / pageSize) + 1;
}

/**
 * The id `delta` steps away from `currentId`, wrapping around at both ends (spec §2); null when
 * the current expense is not in the list.
 */
export function stepWithWrap(ids: readonly string[], currentId: string, delta: number): string | null {
  const index = ids.indexOf(currentId);
  if (index < 0 || ids.length === 0) return null;
  return ids[(((index + delta) % ids.length) + ids.length) % ids.length] ?? null;
}

/**
 * Spec §4: on load a card opens and loads its data only when the period is not invoiced and at
 * most two months old.
 */
export function expandsOnLoad(period: Pick<Period, 'periodString' | 'isInvoiced'>, now: Date = new Date()): boolean {
  return !period.isInvoiced && period.periodString >= addMonths(currentPeriod(now), -2);
}
