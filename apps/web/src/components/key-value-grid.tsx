import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface KeyValueGridProps {
  rows: [string, ReactNode][];
  /** Values right-aligned (figures) or left-aligned (text of a read view). */
  align?: 'left' | 'right';
  'data-testid'?: string;
}

/** Label and value pairs in two columns: budget figures, statistics and read views. */
export function KeyValueGrid({ rows, align = 'right', 'data-testid': testId }: KeyValueGridProps) {
  return (
    <SimpleGrid
      cols={2}
      spacing={align === 'right' ? 4 : 'xs'}
      verticalSpacing={align === 'right' ? 2 : 6}
      data-testid={testId}
    >
      {rows.map(([key, value]) => [
        <Text key={`${key}-k`} size="sm" c="dimmed">
          {key}
        </Text>,
        // A long value without spaces (an email address) wraps instead of widening a phone's page.
        <Text
          key={`${key}-v`}
          size="sm"
          ta={align}
          fw={align === 'right' ? 500 : undefined}
          component="div"
          style={{ overflowWrap: 'anywhere' }}
        >
          {value}
        </Text>,
      ])}
    </SimpleGrid>
  );
}
