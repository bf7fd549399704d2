import { budgetChartValues, fromCents } from '@mobilo/contract';
import { ColorSwatch, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../lib/format';

export interface BudgetChartProps {
  /** What may be spent, in cents; below zero counts as zero. */
  budgetCents: number;
  usedCents: number;
  /** Coloured only when there is a monthly budget above 0. */
  coloured: boolean;
  /** Moves unless the period is invoiced. */
  animated: boolean;
  exceeded: boolean;
  /** The legend's name of the used section, where "Used" would be ambiguous. */
  usedLabel?: string;
}

/** Below this share of the bar the used section is too narrow for its amount. */
const MIN_LABEL_PERCENT = 15;

/**
 * The budget bar: used capped at the budget, remaining never below zero, percentages of the
 * budget (the contract's budgetChartValues).
 */
export function BudgetChart({ budgetCents, usedCents, coloured, animated, exceeded, usedLabel }: BudgetChartProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const budget = Math.max(0, budgetCents);
  const chart = budgetChartValues(budget, usedCents);
  const label = t('budgetChart.label', { used: f.money(fromCents(chart.used)), budget: f.money(fromCents(budget)) });
  const usedColour = coloured
    ? exceeded
      ? 'var(--mantine-color-warning-filled)'
      : 'var(--mantine-color-secondary-filled)'
    : 'var(--mantine-color-gray-6)';
  const restColour = coloured ? 'var(--mantine-color-success-2)' : 'var(--mantine-color-gray-3)';
  return (
    <Stack gap={4}>
      {/* The used section is the progress bar and carries the name; the rest of the bar is its background. */}
      <Progress.Root size="xl">
        <Progress.Section
          aria-label={label}
          value={chart.usedPercent}
          color={coloured ? (exceeded ? 'warning' : 'secondary') : 'gray'}
          animated={animated && coloured}
          striped={animated && coloured}
        >
          {/* A narrow section would cut the amount short; it is written below the bar anyway. */}
          {chart.usedPercent >= MIN_LABEL_PERCENT && <Progress.Label>{f.money(fromCents(chart.used))}</Progress.Label>}
        </Progress.Section>
        <Progress.Section value={100 - chart.usedPercent} color={coloured ? 'success.2' : 'gray.3'} aria-hidden />
      </Progress.Root>
      {/* The legend: each section's colour, name and amount. */}
      <Group justify="space-between" gap="xs">
        <Group gap={6} wrap="nowrap">
          <ColorSwatch color={usedColour} size={10} withShadow={false} aria-hidden />
          <Text size="xs" c="dimmed">
            {usedLabel ?? t('budgetChart.used')}: {f.money(fromCents(chart.used))}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <ColorSwatch color={restColour} size={10} withShadow={false} aria-hidden />
          <Text size="xs" c="dimmed">
            {t('budgetChart.remaining')}: {f.money(fromCents(chart.remaining))}
          </Text>
        </Group>
      </Group>
    </Stack>
  );
}
