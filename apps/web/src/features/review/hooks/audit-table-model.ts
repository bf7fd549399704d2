import { type MobilityType, type ProcessStatus, type ReviewExpense, type UserWithExpenses } from '@mobilo/contract';
import { compareSortValues, type SortValue } from '../../../components/data-table/data-table-model';
import { expenseSortValues } from '../../../components/data-table/expense-sort-values';
import type { ShownUser } from './review-navigation';

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

export type CheckStatusFilter = 'all' | 'checked' | 'unchecked' | 'marked';

export interface AuditFilter {
  userIds: string[];
  types: MobilityType[];
  statuses: ProcessStatus[];
  checkStatus: CheckStatusFilter;
  /** Users without (matching) expenses are hidden unless asked for. */
  showEmptyUsers: boolean;
  /** Only expenses with a warning: cost exceeded, possible duplicate, receipt disagreeing. */
  onlyWarnings: boolean;
}

export const emptyAuditFilter: AuditFilter = {
  userIds: [],
  types: [],
  statuses: [],
  checkStatus: 'all',
  showEmptyUsers: false,
  onlyWarnings: false,
};

export function isFilterActive(filter: AuditFilter): boolean {
  return (
    filter.userIds.length > 0 ||
    filter.types.length > 0 ||
    filter.statuses.length > 0 ||
    filter.checkStatus !== 'all' ||
    filter.onlyWarnings
  );
}

/** Any of the review table's warnings. */
export function hasWarning(expense: ReviewExpense): boolean {
  return expense.isCostExceeded || expense.isPossibleDuplicate || expense.receiptMismatches.length > 0;
}

function matchesCheckStatus(expense: ReviewExpense, status: CheckStatusFilter): boolean {
  switch (status) {
    case 'all':
      return true;
    case 'marked':
      return expense.isMarked;
    case 'checked':
      return expense.isChecked;
    case 'unchecked':
      return !expense.isChecked && !expense.isMarked;
  }
}

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

export interface ShownAuditUser extends ShownUser {
  entry: UserWithExpenses;
}

/** The users the screen shows, each with its filtered and sorted expenses. */
export function shownUsers(users: readonly UserWithExpenses[], filter: AuditFilter, sort: AuditSort): ShownAuditUser[] {
  return users
    .filter((entry) => filter.userIds.length === 0 || filter.userIds.includes(entry.user.id))
    .map((entry) => {
      const matching = entry.expenses.filter(
        (e) =>
          (filter.types.length === 0 || (e.type !== null && filter.types.includes(e.type))) &&
          (filter.statuses.length === 0 || filter.statuses.includes(e.processStatus)) &&
          matchesCheckStatus(e, filter.checkStatus) &&
          (!filter.onlyWarnings || hasWarning(e)),
      );
      return { userId: entry.user.id, entry, expenses: sortExpenses(matching, sort) };
    })
    .filter((user) => filter.showEmptyUsers || user.expenses.length > 0);
}
