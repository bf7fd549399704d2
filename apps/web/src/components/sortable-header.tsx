import { Center, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';

export interface SortableHeaderProps {
  label: string;
  /** null when the table is sorted by another column. */
  direction: 'ascending' | 'descending' | null;
  onClick: () => void;
}

/** A table column header that sorts on click and tells assistive technology how it sorts. */
export function SortableHeader({ label, direction, onClick }: SortableHeaderProps) {
  const Icon = direction === null ? IconSelector : direction === 'descending' ? IconChevronDown : IconChevronUp;
  return (
    <Table.Th aria-sort={direction ?? 'none'}>
      <UnstyledButton onClick={onClick}>
        <Group gap={4} wrap="nowrap">
          <Text fw={600} size="sm">
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
