import { Center, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';

export interface SortableHeaderProps {
  label: string;
  /** null when the table is sorted by another column. */
  direction: 'ascending' | 'descending' | null;
  onClick: () => void;
  width?: number;
}

/** A table column header that sorts on click and tells assistive technology how it sorts. */
export function SortableHeader({ label, direction, onClick, width }: SortableHeaderProps) {
  const Icon = direction === null ? IconSelector : direction === 'descending' ? IconChevronDown : IconChevronUp;
  return (
    <Table.Th aria-sort={direction ?? 'none'} w={width}>
      <UnstyledButton onClick={onClick} fz="inherit">
        <Group gap={4} wrap="nowrap">
          {/* The th's font size, so that a compact table can make its headers smaller. */}
          <Text fw={600} fz="inherit" lh="inherit">
            {label}
          </Text>
          <Center>
            <Icon size={14} aria-hidden />
          </Center>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
