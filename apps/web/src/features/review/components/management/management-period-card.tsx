import type { Expense, ManagementPeriod } from '@mobilo/contract';
import type { ReactNode } from 'react';
import { Badge, Collapse, Divider, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../../components/load-state';
import { useFormat } from '../../../../lib/format';
import { usePeriodBudget } from '../../api/get-period-budget';
import { usePeriodExpenses } from '../../api/get-period-expenses';
import { PeriodActions, type PeriodActionsProps } from '../period-actions/period-actions';
import { ManagementExpenseTable } from './management-expense-table';
import { ManagementFilterPanel } from './management-filter';
import { type PeriodView, visibleExpenses } from './management-table-model';
import { PeriodBudgetSummary } from './period-budget-summary';
import '../../management-texts';

export interface ManagementPeriodCardProps {
  period: ManagementPeriod;
  opened: boolean;
  onToggle: (opened: boolean) => void;
  view: PeriodView;
  onView: (view: PeriodView) => void;
  onOpen: (expense: Expense) => void;
  taxReportButton?: PeriodActionsProps['taxReportButton'];
  invoiceDialogHint?: PeriodActionsProps['invoiceDialogHint'];
  exportHistory?: (period: ManagementPeriod) => ReactNode;
}

/** One billing period on the management screen; it loads its data only while expanded. */
export function ManagementPeriodCard({
  period,
  opened,
  onToggle,
  view,
  onView,
  onOpen,
  taxReportButton,
  invoiceDialogHint,
  exportHistory,
}: ManagementPeriodCardProps) {
  const { t } = useTranslation('management');
  const f = useFormat();
  const expenses = usePeriodExpenses(period.periodString, opened);
  const budget = usePeriodBudget(period.periodString, opened);
  const invoiced = period.status === 'invoiced';
  const all = expenses.data?.expenses ?? [];
  const rows = visibleExpenses(all, view);

  return (
    <Paper withBorder radius="md" p="md" data-testid={`management-period-${period.periodString}`}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <UnstyledButton onClick={() => onToggle(!opened)} aria-expanded={opened} style={{ flex: '1 1 14rem' }}>
          <Group gap="sm" wrap="nowrap">
            {opened ? <IconChevronDown /> : <IconChevronRight />}
            <Stack gap={2}>
              <Text fw={700} size="lg" tt="capitalize">
                {f.period(period.periodString)}
              </Text>
              <Group gap="xs">
                <Badge
                  variant="light"
                  color={invoiced ? 'success' : period.status === 'closed' ? 'gray' : 'secondary'}
                  data-testid="period-status"
                >
                  {t(`periodStatus.${period.status}`, { ns: 'common' })}
                </Badge>
                <Badge variant="outline" color={period.checkedPercentage === 100 ? 'success' : 'gray'}>
                  {t('checkedPercentage', { percentage: period.checkedPercentage.toFixed(0) })}
                </Badge>
              </Group>
            </Stack>
          </Group>
        </UnstyledButton>
        <PeriodActions
          period={period}
          taxReportButton={taxReportButton}
          invoiceDialogHint={invoiceDialogHint}
          onDone={(action) => {
            // Spec §4: invoicing collapses the list.
            if (action === 'invoice') onToggle(false);
          }}
        />
      </Group>
      <Collapse expanded={opened}>
        {opened && (
          <Stack gap="md" mt="md">
            <LoadState
              size="block"
              isPending={budget.isPending}
              isError={budget.isError}
              onRetry={() => void budget.refetch()}
            >
              {() => <PeriodBudgetSummary budget={budget.data!} invoiced={invoiced} />}
            </LoadState>
            {invoiced && exportHistory && (
              <>
                <Divider />
                {exportHistory(period)}
              </>
            )}
            <Divider />
            <LoadState
              size="block"
              isPending={expenses.isPending}
              isError={expenses.isError}
              onRetry={() => void expenses.refetch()}
            >
              {() => (
                <Stack gap="md">
                  <ManagementFilterPanel
                    filter={view.filter}
                    onChange={(filter) => onView({ ...view, filter, page: 1 })}
                    mobilityTypes={expenses.data!.filterableMobilityTypes}
                    users={expenses.data!.filterableUsers}
                    shown={rows.length}
                    total={all.length}
                  />
                  <ManagementExpenseTable
                    rows={rows}
                    sort={view.sort}
                    onSort={(sort) => onView({ ...view, sort, page: 1 })}
                    page={view.page}
                    onPage={(page) => onView({ ...view, page })}
                    onOpen={onOpen}
                  />
                </Stack>
              )}
            </LoadState>
          </Stack>
        )}
      </Collapse>
    </Paper>
  );
}
