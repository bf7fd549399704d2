import { Box, Group, Paper, Stack, Table, type TableProps, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { RowData } from '@tanstack/react-table';
import type { HTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import { KeyValueGrid } from '../key-value-grid';
import { SortableHeader } from '../sortable-header';
import { type DataColumn, nextSort } from './data-table-model';
import { type DataTableState, useDataTable } from './use-data-table';
import { AppPagination } from '../pagination';

type RowAttributes = Record<`data-${string}`, string | boolean | undefined>;

export interface DataTableProps<T extends RowData> extends DataTableState<T> {
  /** Opens a row: a click on it, or Enter or Space while it has the focus. */
  onOpen?: (row: T) => void;
  /** Test ids and data attributes of a row, also set on its card. */
  rowAttributes?: (row: T) => RowAttributes;
  /** The card of a row below 768 px; the columns as label and value pairs otherwise. */
  renderCard?: (row: T) => ReactNode;
  /** The accessible name of a card. */
  cardLabel?: (row: T) => string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  tableProps?: Omit<TableProps, 'children'>;
}

/**
 * Every list of the app: TanStack Table for sorting, paging, selection and column visibility,
 * Mantine for the markup, and cards instead of rows below 768 px.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const model = useDataTable(props);
  const mobile = useMediaQuery('(max-width: 48em)') === true;
  if (props.data.length === 0 && props.empty !== undefined) return <>{props.empty}</>;

  const rows = model.table.getRowModel().rows;
  const opener = (row: T, id: string): HTMLAttributes<HTMLElement> & { 'data-row-id'?: string } =>
    props.onOpen
      ? {
          tabIndex: 0,
          // Where the focus returns when the row's dialog closes (lib/focus-row).
          'data-row-id': id,
          style: { cursor: 'pointer' },
          onClick: () => props.onOpen?.(row),
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            // Enter or Space on a control inside the row belongs to that control.
            if ((event.key === 'Enter' || event.key === ' ') && event.target === event.currentTarget) {
              event.preventDefault();
              props.onOpen?.(row);
            }
          },
        }
      : {};
  // A pinned column keeps the row's background, so that what scrolls beneath it does not show through.
  const pin = (column: DataColumn<T>, background?: string) =>
    column.pinned
      ? {
          style: {
            position: 'sticky' as const,
            right: 0,
            zIndex: 1,
            background: background ?? 'var(--mantine-color-body)',
          },
        }
      : {};
  const stop = (column: DataColumn<T>) =>
    column.interactive ? { onClick: (event: { stopPropagation: () => void }) => event.stopPropagation() } : {};

  const body = mobile ? (
    <Stack gap="sm">
      {rows.map((row) => (
        <Box
          key={row.id}
          {...props.rowAttributes?.(row.original)}
          {...opener(row.original, row.id)}
          role={props.cardLabel ? 'group' : undefined}
          aria-label={props.cardLabel?.(row.original)}
        >
          {props.renderCard ? (
            props.renderCard(row.original)
          ) : (
            <Paper
              withBorder
              p="sm"
              radius="md"
              bg={row.getIsSelected() ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <KeyValueGrid
                align="left"
                rows={model.visibleColumns
                  .filter((column) => !column.hideOnCard)
                  .map((column) => [
                    column.header,
                    <Box key={column.id} {...stop(column)}>
                      {column.cell(row.original)}
                    </Box>,
                  ])}
              />
            </Paper>
          )}
        </Box>
      ))}
    </Stack>
  ) : (
    <Table.ScrollContainer minWidth={props.minWidth}>
      <Table highlightOnHover {...props.tableProps}>
        <Table.Thead>
          <Table.Tr>
            {model.visibleColumns.map((column) => {
              const label = column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header;
              if (!(column.sortValue || column.sortable)) {
                return (
                  <Table.Th key={column.id} w={column.width} {...pin(column)}>
                    {label}
                  </Table.Th>
                );
              }
              const active = model.sort?.id === column.id;
              return (
                <SortableHeader
                  key={column.id}
                  label={column.header}
                  direction={active ? (model.sort?.desc ? 'descending' : 'ascending') : null}
                  width={column.width}
                  onClick={() => model.changeSort(nextSort(model.sort, column.id))}
                />
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              {...props.rowAttributes?.(row.original)}
              {...opener(row.original, row.id)}
              aria-selected={props.selectedId === undefined ? undefined : row.getIsSelected()}
              bg={row.getIsSelected() ? 'var(--mantine-primary-color-light)' : undefined}
            >
              {model.visibleColumns.map((column) => (
                <Table.Td
                  key={column.id}
                  ta={column.align}
                  {...stop(column)}
                  {...pin(column, row.getIsSelected() ? 'var(--mantine-primary-color-light)' : undefined)}
                >
                  {column.cell(row.original)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

  return (
    <>
      {body}
      {model.pages > 1 && (
        <Group justify="center" mt="sm">
          <AppPagination total={model.pages} value={model.page} onChange={model.changePage} size="sm" />
        </Group>
      )}
    </>
  );
}
