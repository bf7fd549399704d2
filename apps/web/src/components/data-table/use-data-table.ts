import {
  columnVisibilityFeature,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { compareSortValues, type DataColumn, type DataSort, pageCount } from './data-table-model';

const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
});

export interface DataTableState<T extends RowData> {
  data: readonly T[];
  columns: readonly DataColumn<T>[];
  rowId: (row: T) => string;
  /** The sort shown; with `onSortChange` the screen owns it, otherwise `defaultSort` starts it. */
  sort?: DataSort | null;
  defaultSort?: DataSort;
  onSortChange?: (sort: DataSort) => void;
  /** The rows arrive sorted; a header click only reports the wish. */
  manualSorting?: boolean;
  pageSize?: number;
  /** The page shown (from 1), owned by the screen; a page past the end shows the last one. */
  page?: number;
  onPageChange?: (page: number) => void;
  hiddenColumns?: readonly string[];
  /** The row that stands open beside the table (the detail panel's). */
  selectedId?: string | null;
}

/** TanStack Table with the sorting, paging, selection and column visibility every table uses. */
export function useDataTable<T extends RowData>(props: DataTableState<T>) {
  const [ownSort, setOwnSort] = useState<DataSort | null>(props.defaultSort ?? null);
  const [ownPage, setOwnPage] = useState(1);
  const sort = props.onSortChange ? (props.sort ?? null) : ownSort;
  const pageSize = props.pageSize ?? Number.MAX_SAFE_INTEGER;
  const pages = pageCount(props.data.length, pageSize);
  const page = Math.min(Math.max(1, props.page ?? ownPage), pages);

  const columns = useMemo(
    () =>
      props.columns.map((column): ColumnDef<typeof features, T> => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: T) => column.sortValue?.(row) ?? '',
        enableSorting: column.sortValue !== undefined || column.sortable === true,
        sortFn: (a, b) => compareSortValues(column.sortValue?.(a.original) ?? '', column.sortValue?.(b.original) ?? ''),
      })),
    [props.columns],
  );

  const table = useTable({
    features,
    columns,
    data: props.data as T[],
    getRowId: props.rowId,
    manualSorting: props.manualSorting ?? false,
    enableMultiRowSelection: false,
    autoResetPageIndex: false,
    state: {
      sorting: sort ? [sort] : [],
      pagination: { pageIndex: page - 1, pageSize },
      columnVisibility: Object.fromEntries((props.hiddenColumns ?? []).map((id) => [id, false])),
      rowSelection: props.selectedId ? { [props.selectedId]: true } : {},
    },
  });

  const changeSort = (next: DataSort) => {
    if (props.onSortChange) props.onSortChange(next);
    else setOwnSort(next);
  };
  const changePage = (next: number) => {
    if (props.onPageChange) props.onPageChange(next);
    else setOwnPage(next);
  };
  const byId = new Map(props.columns.map((column) => [column.id, column]));
  const visibleColumns = table
    .getVisibleLeafColumns()
    .map((column) => byId.get(column.id))
    .filter((column): column is DataColumn<T> => column !== undefined);

  return { table, sort, changeSort, page, pages, changePage, visibleColumns };
}
