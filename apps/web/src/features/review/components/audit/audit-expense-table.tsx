import { mobilityTypeCatalogue, type ReviewExpense } from '@mobilo/contract';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconCopy,
  IconFileOff,
  IconFlag,
  IconHandStop,
  IconPencil,
  IconReceipt,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpenseStatusIcon } from '../../../../components/expense-status-icon';
import { DataTable } from '../../../../components/data-table/data-table';
import type { DataColumn } from '../../../../components/data-table/data-table-model';
import { useFormat } from '../../../../lib/format';
import { type AuditColumn, auditColumns, type AuditSort, type SortKey } from '../../hooks/audit-table-model';
import { CheckStatusPopover } from '../expense-review/check-status-popover';
import { CommentPopover } from '../expense-review/comment-popover';
import '../../audit-texts';

export interface RowActions {
  onOpen: (expense: ReviewExpense) => void;
  onToggleCheck: (expense: ReviewExpense) => void;
  onToggleMark: (expense: ReviewExpense) => void;
  onEdit: (expense: ReviewExpense) => void;
  onReject: (expense: ReviewExpense) => void;
  busyId: string | null;
  openId: string | null;
}

export interface AuditExpenseTableProps extends RowActions {
  expenses: readonly ReviewExpense[];
  hidden: readonly AuditColumn[];
  sort: AuditSort;
  onSort: (key: SortKey) => void;
}

const sortable: readonly AuditColumn[] = ['status', 'submitDate', 'date', 'type', 'origin', 'purpose', 'cost'];
const interactive: readonly AuditColumn[] = ['actions', 'comment', 'checkStatus'];
/**
 * One width per column for every user's card, so that the columns line up from card to card; the
 * mobility type takes what is left. The sum fits the card at 1280 px (934 px wide; about 917 px
 * where the page has a classic scroll bar).
 */
const widths: Partial<Record<AuditColumn, number>> = {
  status: 60,
  submitDate: 92,
  date: 92,
  origin: 76,
  purpose: 88,
  warnings: 70,
  cost: 84,
  comment: 68,
  checkStatus: 68,
  actions: 124,
};

/** One user's expenses in the audit table; a row opens the detail panel. */
export function AuditExpenseTable(props: AuditExpenseTableProps) {
  const { t } = useTranslation('audit');
  const f = useFormat();

  const cells: Record<AuditColumn, (e: ReviewExpense) => ReactNode> = {
    status: (e) => <ExpenseStatusIcon status={e.processStatus} />,
    submitDate: (e) => f.date(e.submitDate),
    date: (e) => f.date(e.date),
    // A long type is hyphenated by the language's rules ("Deutschland-ticket"), never cut mid-syllable;
    // without a break point the column takes the word's width.
    type: (e) => (
      <Text size="sm" lang={f.language} data-mobility-type style={{ hyphens: 'auto', overflowWrap: 'break-word' }}>
        {e.type ? mobilityTypeCatalogue[e.type][f.language] : '–'}
      </Text>
    ),
    origin: (e) => t(`origin.${e.origin}`, { ns: 'common' }),
    purpose: (e) =>
      e.tripToWork === null ? '–' : t(e.tripToWork ? 'purpose.work' : 'purpose.private', { ns: 'common' }),
    warnings: (e) => (
      <Group gap={0} wrap="nowrap">
        {e.isCostExceeded && (
          <WarningIcon
            label={t('table.costExceededHint')}
            icon={<IconAlertTriangle size={16} />}
            testId="cost-exceeded"
          />
        )}
        {e.isPossibleDuplicate && (
          <WarningIcon label={t('table.duplicateHint')} icon={<IconCopy size={16} />} testId="possible-duplicate" />
        )}
        {e.receiptLess && (
          <WarningIcon label={t('table.receiptLessHint')} icon={<IconFileOff size={16} />} testId="receipt-less" />
        )}
        {e.receiptMismatches.length > 0 && (
          <WarningIcon
            label={e.receiptMismatches.map((kind) => t(`table.receiptHint.${kind}`)).join(' ')}
            icon={<IconReceipt size={16} />}
            testId="receipt-mismatch"
          />
        )}
      </Group>
    ),
    cost: (e) => (
      <Text size="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
        {f.money(e.cost, e.targetCurrency)}
        {e.originalCurrency !== e.targetCurrency && (
          <Text span display="block" size="xs" c="dimmed">
            {f.money(e.originalCost, e.originalCurrency)}
          </Text>
        )}
      </Text>
    ),
    comment: (e) => <CommentPopover comment={e.comment} />,
    checkStatus: (e) => (e.status === 'SUBMITTED' ? <CheckStatusPopover expense={e} /> : '–'),
    actions: (e) => (e.status === 'SUBMITTED' ? <RowActionButtons expense={e} {...props} /> : null),
  };
  const columns: DataColumn<ReviewExpense>[] = auditColumns.map((column) => ({
    id: column,
    header: t(`table.${column}`),
    cell: cells[column],
    sortable: sortable.includes(column),
    interactive: interactive.includes(column),
    hideOnCard: column === 'status',
    width: widths[column],
    align: column === 'cost' ? 'right' : undefined,
    pinned: column === 'actions',
  }));

  return (
    <DataTable
      data={props.expenses}
      columns={columns}
      rowId={(e) => e.id}
      manualSorting
      sort={{ id: props.sort.key, desc: props.sort.desc }}
      onSortChange={(next) => props.onSort(next.id as SortKey)}
      hiddenColumns={props.hidden}
      selectedId={props.openId}
      onOpen={props.onOpen}
      rowAttributes={(e) => ({ 'data-testid': 'audit-row', 'data-review-row': true, 'data-expense-id': e.id })}
      // The widths above and 92 px for the mobility type: below this the card scrolls sideways.
      // More than the card's width would let the pinned actions column cover the columns before it
      // at 1280 px.
      minWidth={914}
      tableProps={{
        verticalSpacing: 4,
        horizontalSpacing: 6,
        fz: 'sm',
        layout: 'fixed',
        styles: { th: { fontSize: 'var(--mantine-font-size-xs)', lineHeight: 1.25, verticalAlign: 'bottom' } },
      }}
    />
  );
}

function WarningIcon({ label, icon, testId }: { label: string; icon: ReactNode; testId: string }) {
  return (
    <Tooltip label={label} multiline w={260}>
      <ActionIcon variant="subtle" color="warning" component="span" role="img" aria-label={label} data-testid={testId}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

function RowActionButtons({ expense, ...actions }: RowActions & { expense: ReviewExpense }) {
  const { t } = useTranslation('audit');
  const can = expense.reviewAbilities;
  const busy = actions.busyId === expense.id;
  const button = (
    label: string,
    icon: ReactNode,
    enabled: boolean,
    onClick: () => void,
    color = 'secondary',
    active = false,
  ) => (
    <Tooltip label={label}>
      <ActionIcon
        variant={active ? 'filled' : 'subtle'}
        color={color}
        aria-label={label}
        disabled={!enabled || busy}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group gap={2} wrap="nowrap">
      {button(
        t(expense.isMarked ? 'actions.unmark' : 'actions.mark'),
        <IconFlag size={16} />,
        expense.isMarked ? can.canUnmark : can.canMark,
        () => actions.onToggleMark(expense),
        'warning',
        expense.isMarked,
      )}
      {button(
        t(expense.isChecked ? 'actions.uncheck' : 'actions.check'),
        <IconCheck size={16} />,
        expense.isChecked ? can.canUncheck : can.canCheck,
        () => actions.onToggleCheck(expense),
        'success',
        expense.isChecked,
      )}
      {button(t('actions.edit'), <IconPencil size={16} />, can.canEdit, () => actions.onEdit(expense))}
      {button(
        t('actions.reject'),
        <IconHandStop size={16} />,
        can.canReject,
        () => actions.onReject(expense),
        'danger',
      )}
    </Group>
  );
}
