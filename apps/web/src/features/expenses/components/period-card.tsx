import type { Expense, Period } from '@mobilo/contract';
import { Badge, Collapse, Divider, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMonthRefund } from '../api/get-expense-timeline';
import { useExpenses } from '../api/get-expenses';
import { useUserBudget } from '../../../lib/get-user-budget';
import { useFormat } from '../../../lib/format';
import { useStatusAction } from '../hooks/use-status-action';
import { LoadingIndicator, LoadState } from '../../../components/load-state';
import { lazyNamed } from '../../../lib/lazy-named';
import { BudgetBar, BudgetComposition, ExpenseStatistics } from './budget-summary';
import '../expenses-texts';

// The list's table (TanStack Table with the data table, about 18 kB) is not needed before the page
// shows: its chunk is asked for when this module runs, beside the month's expenses, and the list
// waits for both.
const loadExpenseTable = () => import('./expense-table');
void loadExpenseTable();
const ExpenseTable = lazyNamed(loadExpenseTable, 'ExpenseTable');

export interface PeriodCardProps {
  period: Period;
  userId: string;
  onOpen: (expense: Expense) => void;
}

/** One billing period: collapsed when it lies in the past. */
export function PeriodCard({ period, userId, onOpen }: PeriodCardProps) {
  const { t } = useTranslation('expenses');
  const f = useFormat();
  const [opened, { toggle }] = useDisclosure(!period.isInThePast);
  const expenses = useExpenses(period.periodString);
  const budget = useUserBudget(userId, period.periodString);
  const statusAction = useStatusAction();
  const invoiced = period.status === 'invoiced';
  const refund = useMonthRefund(period.periodString);

  return (
    <Paper withBorder radius="md" p="md" data-testid={`period-${period.periodString}`}>
      <UnstyledButton onClick={toggle} w="100%" aria-expanded={opened}>
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={700} size="lg" tt="capitalize">
              {f.period(period.periodString)}
            </Text>
            <Group gap="xs">
              <Badge variant="light" color={invoiced ? 'success' : period.status === 'closed' ? 'gray' : 'secondary'}>
                {t(`periodStatus.${period.status}`, { ns: 'common' })}
              </Badge>
              {budget.data?.budgetStatus && (
                <Badge variant="light" color="warning">
                  {t(`budgetStatus.${budget.data.budgetStatus}`)}
                </Badge>
              )}
            </Group>
            {refund.data && (
              <Text size="sm" c="dimmed">
                {t(refund.data.payrollMonthFixed ? 'timeline.refund' : 'timeline.refundExpected', {
                  month: f.period(refund.data.payrollMonth),
                })}
              </Text>
            )}
          </Stack>
          {opened ? <IconChevronDown /> : <IconChevronRight />}
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened}>
        <Stack gap="md" mt="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <LoadState
              size="block"
              isPending={budget.isPending}
              isError={budget.isError}
              onRetry={() => void budget.refetch()}
            >
              {() => <BudgetBar budget={budget.data!} invoiced={invoiced} />}
            </LoadState>
            <LoadState
              size="block"
              isPending={budget.isPending}
              isError={budget.isError}
              onRetry={() => void budget.refetch()}
            >
              {() => <BudgetComposition budget={budget.data!} />}
            </LoadState>
            <LoadState
              size="block"
              isPending={expenses.isPending}
              isError={expenses.isError}
              onRetry={() => void expenses.refetch()}
            >
              {() => <ExpenseStatistics expenses={expenses.data!} />}
            </LoadState>
          </SimpleGrid>
          <Divider />
          <LoadState
            size="block"
            isPending={expenses.isPending}
            isError={expenses.isError}
            onRetry={() => void expenses.refetch()}
          >
            {() => (
              <Suspense fallback={<LoadingIndicator size="block" />}>
                <ExpenseTable
                  expenses={expenses.data!}
                  invoiced={invoiced}
                  onOpen={onOpen}
                  onStatusAction={(expense, action) => statusAction.run(expense, action)}
                  busyId={statusAction.busyId}
                />
              </Suspense>
            )}
          </LoadState>
        </Stack>
      </Collapse>
    </Paper>
  );
}
