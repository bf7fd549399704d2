import type { Expense } from '@mobilo/contract';
import { lazy, Suspense } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/auth-context';
import { expensesQueryOptions } from '../api/get-expenses';
import { usePeriods } from '../../../lib/get-periods';
import { visiblePeriods } from '../hooks/visible-periods';
import { LoadingIndicator } from '../../../components/load-state';
import { NewExpenseButton } from './new-expense-button';
import { PeriodCard } from './period-card';
import '../expenses-texts';
// The waiting expenses are read from the browser's storage after the home shows: the section and
// the storage library are a chunk of their own, outside the home's first load.
const QueuedExpenses = lazy(async () => ({ default: (await import('./queued-expenses')).QueuedExpenses }));

export interface ExpensesOutletContext {
  /** Every shown expense, newest period first and in each period by date: the arrow keys' order. */
  orderedIds: string[];
  hasPeriods: boolean;
}

/** The employee home: one card per recent period, dialogs on top through the nested routes. */
export function ExpensesPage() {
  const { t } = useTranslation('expenses');
  const user = useSessionUser();
  const navigate = useNavigate();
  const periods = usePeriods();
  const firstActiveDay = (user.registerDate ?? user.createdDate).slice(0, 10);
  const shown = periods.data ? visiblePeriods(periods.data, firstActiveDay) : [];
  const lists = useQueries({ queries: shown.map((p) => expensesQueryOptions(p.periodString)) });
  const orderedIds = lists.flatMap((q) =>
    [...(q.data ?? [])].sort((a, b) => b.date.localeCompare(a.date)).map((e) => e.id),
  );
  const open = (expense: Expense) => void navigate(paths.expenses.detail.href(expense.id));

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('title')}</Title>
        {shown.length > 0 && <NewExpenseButton periods={shown} />}
      </Group>
      <Suspense fallback={null}>
        <QueuedExpenses />
      </Suspense>
      {periods.isPending ? (
        <LoadingIndicator />
      ) : shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('noPeriod')}
        </Text>
      ) : (
        shown.map((period) => <PeriodCard key={period.periodString} period={period} userId={user.id} onOpen={open} />)
      )}
      <Outlet context={{ orderedIds, hasPeriods: shown.length > 0 } satisfies ExpensesOutletContext} />
    </Stack>
  );
}
