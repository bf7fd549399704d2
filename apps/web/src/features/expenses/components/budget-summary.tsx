import { budgetChartValues, type Expense, fromCents, toCents, type UserBudgetResponse } from '@mobilo/contract';
import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';

/**
 * Budget bar, composition and statistics of one period. The bar shows used capped at the
 * budget and a remaining part never below zero; it has colour only with a budget above 0 and
 * moves unless the period is invoiced.
 */
export function BudgetBar({ budget, invoiced }: { budget: UserBudgetResponse; invoiced: boolean }) {
  const { t } = useTranslation('expenses');
  const f = useFormatters();
  const available = Math.max(0, toCents(budget.available));
  const chart = budgetChartValues(available, toCents(budget.budgetUsage));
  const coloured = toCents(budget.monthlyBudget ?? '0') > 0;
  const label = t('budget.chartLabel', { used: f.money(fromCents(chart.used)), budget: f.money(fromCents(available)) });
  return (
    <Stack gap={4}>
      <Progress.Root size="xl" aria-label={label}>
        <Progress.Section
          value={chart.usedPercent}
          color={coloured ? (budget.isBudgetExceeded ? 'warning' : 'secondary') : 'gray'}
          animated={!invoiced && coloured}
          striped={!invoiced && coloured}
        >
          <Progress.Label>{f.money(fromCents(chart.used))}</Progress.Label>
        </Progress.Section>
        <Progress.Section value={100 - chart.usedPercent} color={coloured ? 'success.2' : 'gray.3'} />
      </Progress.Root>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {t('budget.used')}: {f.money(fromCents(chart.used))}
        </Text>
        <Text size="xs" c="dimmed">
          {t('budget.remaining')}: {f.money(fromCents(chart.remaining))}
        </Text>
      </Group>
    </Stack>
  );
}

export function BudgetComposition({ budget }: { budget: UserBudgetResponse }) {
  const { t } = useTranslation('expenses');
  const f = useFormatters();
  const rows: [string, string][] = [
    [t('budget.monthly'), f.money(budget.monthlyBudget)],
    [t('budget.overflow'), f.money(budget.overflow)],
    [t('budget.deductions'), f.money(fromCents(-toCents(budget.deductions)))],
    [t('budget.correction'), f.money(budget.correctionAmount)],
    [t('budget.available'), f.money(budget.totalBudget ?? budget.available)],
  ];
  if (budget.isBudgetExceeded) rows.push([t('budget.exceeded'), f.money(budget.exceededBudget)]);
  return <KeyValueGrid rows={rows} />;
}

export function ExpenseStatistics({ expenses }: { expenses: Expense[] }) {
  const { t } = useTranslation('expenses');
  const f = useFormatters();
  const billable = expenses.filter((e) => e.isBillable).reduce((sum, e) => sum + toCents(e.cost ?? '0'), 0);
  const submitted = expenses.filter((e) => ['SUBMITTED', 'REJECTED', 'INVOICED'].includes(e.status)).length;
  return (
    <KeyValueGrid
      rows={[
        [t('stats.count'), String(expenses.length)],
        [t('stats.submitted'), String(submitted)],
        [t('stats.total'), f.money(fromCents(billable))],
      ]}
    />
  );
}

function KeyValueGrid({ rows }: { rows: [string, string][] }) {
  return (
    <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
      {rows.map(([key, value]) => [
        <Text key={`${key}-k`} size="sm" c="dimmed">
          {key}
        </Text>,
        <Text key={`${key}-v`} size="sm" ta="right" fw={500}>
          {value}
        </Text>,
      ])}
    </SimpleGrid>
  );
}
