import type { ReactNode } from 'react';

/** One sorted column; `desc` false is ascending. */
export interface DataSort {
  id: string;
  desc: boolean;
}

export type SortValue = string | number;

export interface DataColumn<T> {
  id: string;
  /** The column's name: the header, and the label of the value on a card. */
  header: string;
  /** The header's name is read out but not shown (a column of buttons). */
  hideHeader?: boolean;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable in the browser by this value. */
  sortValue?: (row: T) => SortValue;
  /** Sortable although the rows arrive sorted (by the server, or by a model the screen shares). */
  sortable?: boolean;
  align?: 'right';
  width?: number;
  /** The cell holds its own controls: a click on it does not open the row. */
  interactive?: boolean;
  /** Hidden from the card below 768 px, where the card shows it elsewhere or not at all. */
  hideOnCard?: boolean;
  /** Stays at the right edge while the table scrolls sideways (the row's buttons). */
  pinned?: boolean;
}

/** Ascending order of two sort values; the one comparator of every table. */
export function compareSortValues(x: SortValue, y: SortValue): number {
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The next sort when a header is clicked: a new column sorts ascending, the same one flips. */
export function nextSort(current: DataSort | null, id: string): DataSort {
  return { id, desc: current?.id === id ? !current.desc : false };
}

export function pageCount(rows: number, pageSize: number): number {
  return Math.max(1, Math.ceil(rows / pageSize));
}

export type SortOrder = 'ASC' | 'DESC';

/**
 * The table props of a list the server sorts (`sortBy`, `sortOrder` in its query): the table
 * shows the server's order and hands a header click back in the query's terms.
 */
export function serverSorting<By extends string>(
  sortBy: By,
  sortOrder: SortOrder,
  onSort: (sortBy: By, sortOrder: SortOrder) => void,
) {
  return {
    manualSorting: true,
    sort: { id: sortBy, desc: sortOrder === 'DESC' },
    onSortChange: (sort: DataSort) => onSort(sort.id as By, sort.desc ? 'DESC' : 'ASC'),
  } as const;
}
