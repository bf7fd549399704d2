import { type Expense, toCents } from '@mobilo/contract';
import type { SortValue } from './data-table-model';

type SortableExpense = Pick<Expense, 'processStatus' | 'date' | 'type' | 'origin' | 'tripToWork' | 'cost'>;

/** What the expense columns sort by, the same in the employee's, the audit and the management tables. */
export const expenseSortValues = {
  status: (e: SortableExpense): SortValue => e.processStatus,
  date: (e: SortableExpense): SortValue => e.date,
  type: (e: SortableExpense): SortValue => e.type ?? '',
  origin: (e: SortableExpense): SortValue => e.origin,
  purpose: (e: SortableExpense): SortValue => (e.tripToWork === null ? '' : String(e.tripToWork)),
  cost: (e: SortableExpense): SortValue => toCents(e.cost ?? '0'),
};
