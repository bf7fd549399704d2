import {
  type CheckStatusFilter,
  matchesReviewFilter,
  type ReviewExpense,
  type ReviewFilter,
  type UserSummarySortField,
} from '@mobilo/contract';
import { compareSortValues, type SortValue } from '../../../components/data-table/data-table-model';
import { expenseSortValues } from '../../../components/data-table/expense-sort-values';

/**
 * The audit table's columns in their order (spec §2 "Audit screen"). The cost warning, the
 * possible duplicate and a disagreeing receipt share one narrow column of icons, so that every
 * default column fits 1280 px.
 */
export const auditColumns = [
  'status',
  'submitDate',
  'date',
  'type',
  'origin',
  'purpose',
  'warnings',
  'cost',
  'comment',
  'checkStatus',
  'actions',
] as const;
export type AuditColumn = (typeof auditColumns)[number];

/** Shows or hides one column; hiding the last visible one shows every column again. */
export function toggleColumn(hidden: readonly AuditColumn[], column: AuditColumn): AuditColumn[] {
  const next = hidden.includes(column) ? hidden.filter((c) => c !== column) : [...hidden, column];
  return auditColumns.every((c) => next.includes(c)) ? [] : next;
}

export type { CheckStatusFilter };

/** The screen's filter: the contract's expense filter, a search of users and the empty users' switch. */
export interface AuditFilter extends ReviewFilter {
  /** Part of a name, e-mail or personal number. */
  search: string;
  /** Only these users; everyone when empty. */
  userIds: string[];
  /** Users without (matching) expenses are hidden unless asked for. */
  showEmptyUsers: boolean;
}

export const emptyAuditFilter: AuditFilter = {
  search: '',
  userIds: [],
  types: [],
  statuses: [],
  checkStatus: 'all',
  showEmptyUsers: false,
  onlyWarnings: false,
};

export function isFilterActive(filter: AuditFilter): boolean {
  return (
    filter.search.trim() !== '' ||
    filter.userIds.length > 0 ||
    filter.types.length > 0 ||
    filter.statuses.length > 0 ||
    filter.checkStatus !== 'all' ||
    filter.onlyWarnings
  );
}

export type UserSortKey = UserSummarySortField;
export interface UserSort {
  key: UserSortKey;
  desc: boolean;
}
export const defaultUserSort: UserSort = { key: 'name', desc: false };

/** The summary list's query: the server orders, filters and pages the users by it. */
export function userListQueryOf(month: string, filter: AuditFilter, userSort: UserSort) {
  const search = filter.search.trim();
  return {
    month,
    ...(search !== '' && { search }),
    ...(filter.userIds.length > 0 && { userIds: filter.userIds.join(',') }),
    sortBy: userSort.key,
    sortOrder: userSort.desc ? ('DESC' as const) : ('ASC' as const),
    ...(filter.types.length > 0 && { types: filter.types.join(',') }),
    ...(filter.statuses.length > 0 && { statuses: filter.statuses.join(',') }),
    ...(filter.checkStatus !== 'all' && { checkStatus: filter.checkStatus }),
    ...(filter.onlyWarnings && { onlyWarnings: 'true' as const }),
    ...(filter.showEmptyUsers && { showEmptyUsers: 'true' as const }),
  };
}
export type UserListQuery = ReturnType<typeof userListQueryOf>;

export type SortKey = 'status' | 'submitDate' | 'date' | 'type' | 'origin' | 'purpose' | 'cost';
export interface AuditSort {
  key: SortKey;
  desc: boolean;
}
export const defaultAuditSort: AuditSort = { key: 'date', desc: false };

const sortValue: Record<SortKey, (e: ReviewExpense) => SortValue> = {
  ...expenseSortValues,
  submitDate: (e) => e.submitDate ?? '',
};

export function sortExpenses(expenses: readonly ReviewExpense[], sort: AuditSort): ReviewExpense[] {
  const value = sortValue[sort.key];
  return [...expenses].sort((a, b) => {
    const order = compareSortValues(value(a), value(b)) || a.id.localeCompare(b.id);
    return sort.desc ? -order : order;
  });
}

/** The user's expenses that the filter shows, in the table's order. */
export function shownExpenses(
  expenses: readonly ReviewExpense[],
  filter: ReviewFilter,
  sort: AuditSort,
): ReviewExpense[] {
  return sortExpenses(
    expenses.filter((expense) => matchesReviewFilter(expense, filter)),
    sort,
  );
}
