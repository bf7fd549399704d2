import type { ReviewBudgetInfo, UserSummary } from '@mobilo/contract';
import {
  ActionIcon,
  Badge,
  Collapse,
  Group,
  Paper,
  Popover,
  Skeleton,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight, IconInfoCircle } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyValueGrid } from '../../../../components/key-value-grid';
import { LoadState } from '../../../../components/load-state';
import { useFormat } from '../../../../lib/format';
import { useUserExpenses } from '../../api/get-user-expenses';
import { type AuditFilter, shownExpenses } from '../../hooks/audit-table-model';
import { type ScrollState, standingStill, useSettled } from './list-scroll-state';
import { AuditExpenseTable, type AuditExpenseTableProps } from './audit-expense-table';
import '../../audit-texts';

export type AuditUserCardProps = Omit<AuditExpenseTableProps, 'expenses'> & {
  month: string;
  filter: AuditFilter;
  summary: UserSummary;
  /** The list's scrolling: a card mounted on the way waits until the list stands still. */
  scroll?: ScrollState;
};

/**
 * One user of the period: name, personal number, budget popover, billable total and the table.
 * The header comes from the summary; the expenses load when the card is open (and, in a long
 * list, rendered near the viewport and passed over slowly enough for the list to stand still).
 * Memoised: scrolling the list re-renders the list, not the cards it keeps.
 */
export const AuditUserCard = memo(function AuditUserCard({
  month,
  filter,
  summary: entry,
  scroll = standingStill,
  ...table
}: AuditUserCardProps) {
  const { t } = useTranslation('audit');
  const f = useFormat();
  const [opened, { toggle }] = useDisclosure(true);
  const settled = useSettled(scroll);
  const card = useUserExpenses(month, entry.user.id, opened && settled && entry.counts.matching > 0);
  const expenses = card.data ? shownExpenses(card.data.expenses, filter, table.sort) : [];
  return (
    <Paper withBorder radius="md" p="sm" data-testid="audit-user-card" data-user-id={entry.user.id}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <UnstyledButton onClick={toggle} aria-expanded={opened} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            {opened ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {entry.user.name}
              </Text>
              <Text size="xs" c="dimmed">
                {entry.user.personalNumber
                  ? t('user.personalNumber', { number: entry.user.personalNumber })
                  : t('user.noPersonalNumber')}
              </Text>
            </div>
          </Group>
        </UnstyledButton>
        <Group gap={6} wrap="nowrap">
          {entry.budgetInfo.isBudgetExceeded && (
            <Badge color="warning" variant="light" visibleFrom="xs">
              {t('user.overBudget')}
            </Badge>
          )}
          <BudgetInfoPopover info={entry.budgetInfo} />
          <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }} aria-label={t('user.total')}>
            {f.money(entry.totalCost)}
          </Text>
        </Group>
      </Group>
      <Collapse expanded={opened}>
        <div style={{ marginTop: 8 }}>
          {entry.counts.matching === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="xs">
              {t('table.noData')}
            </Text>
          ) : !settled || card.isPending ? (
            <CardSkeleton rows={entry.counts.matching} />
          ) : (
            <LoadState
              isPending={false}
              isError={card.isError}
              onRetry={() => void card.refetch()}
              errorText={t('loadFailed')}
              size="block"
            >
              {() => <AuditExpenseTable {...table} expenses={expenses} />}
            </LoadState>
          )}
        </div>
      </Collapse>
    </Paper>
  );
});

/** As tall as the rows it stands for, so that the list does not jump when they arrive. */
function CardSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation('audit');
  return (
    <div aria-busy="true">
      <VisuallyHidden>{t('loadingExpenses')}</VisuallyHidden>
      {Array.from({ length: Math.min(rows, 20) }, (_, index) => (
        <Skeleton key={index} height={28} mb={12} radius="sm" />
      ))}
    </div>
  );
}

function BudgetInfoPopover({ info }: { info: ReviewBudgetInfo }) {
  const { t } = useTranslation('audit');
  const f = useFormat();
  const rows: [string, string][] = [
    [t('budget.monthly'), f.money(info.monthlyBudget)],
    [t('budget.overflow'), f.money(info.overflow)],
    [t('budget.total'), f.money(info.totalBudget)],
    [t('budget.used'), f.money(info.usedBudget)],
    [t('budget.remaining'), f.money(info.remainingBudget)],
  ];
  if (info.isBudgetExceeded) rows.push([t('budget.exceeded'), f.money(info.exceededBudget)]);
  return (
    <Popover width={260} shadow="md" withArrow position="bottom-end">
      <Popover.Target>
        <ActionIcon variant="subtle" color="secondary" aria-label={t('budget.title')}>
          <IconInfoCircle size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600} mb={4}>
          {t('budget.title')}
        </Text>
        <KeyValueGrid rows={rows} />
      </Popover.Dropdown>
    </Popover>
  );
}
