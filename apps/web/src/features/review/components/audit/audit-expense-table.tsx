import { mobilityTypeCatalogue, type ReviewExpense } from '@mobilo/contract';
import { ActionIcon, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconFlag, IconHandStop, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpenseStatusIcon } from '../../../../components/expense-status-icon';
import { SortableHeader } from '../../../../components/sortable-header';
import { useFormat } from '../../../../lib/format';
import { type AuditColumn, auditColumns, type AuditSort, type SortKey } from '../../hooks/audit-table-model';
import { CheckStatusPopover } from '../expense-review/check-status-popover';
import { CommentPopover } from '../expense-review/comment-popover';

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

const sortable: Partial<Record<AuditColumn, SortKey>> = {
  status: 'status',
  submitDate: 'submitDate',
  date: 'date',
  type: 'type',
  origin: 'origin',
  purpose: 'purpose',
  cost: 'cost',
};

/** One user's expenses in the audit table; a row opens the detail panel. */
export function AuditExpenseTable(props: AuditExpenseTableProps) {
  const { t } = useTranslation('audit');
  const f = useFormat();
  const shown = (column: AuditColumn) => !props.hidden.includes(column);

  const cells = (e: ReviewExpense): [AuditColumn, ReactNode][] => [
    ['status', <ExpenseStatusIcon key="s" status={e.processStatus} />],
    ['submitDate', f.date(e.submitDate)],
    ['date', f.date(e.date)],
    ['type', e.type ? mobilityTypeCatalogue[e.type][f.language] : '–'],
    ['origin', t(`origin.${e.origin}`, { ns: 'common' })],
    ['purpose', e.tripToWork === null ? '–' : t(e.tripToWork ? 'purpose.work' : 'purpose.private', { ns: 'common' })],
    [
      'costExceeded',
      e.isCostExceeded ? (
        <WarningIcon
          key="w"
          label={t('table.costExceededHint')}
          icon={<IconAlertTriangle size={16} />}
          testId="cost-exceeded"
        />
      ) : null,
    ],
    [
      'duplicate',
      e.isPossibleDuplicate ? (
        <WarningIcon
          key="d"
          label={t('table.duplicateHint')}
          icon={<IconCopy size={16} />}
          testId="possible-duplicate"
        />
      ) : null,
    ],
    [
      'cost',
      <Text key="c" size="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
        {f.money(e.cost, e.targetCurrency)}
        {e.originalCurrency !== e.targetCurrency && ` (${f.money(e.originalCost, e.originalCurrency)})`}
      </Text>,
    ],
    ['comment', <CommentPopover key="m" comment={e.comment} />],
    ['checkStatus', e.status === 'SUBMITTED' ? <CheckStatusPopover key="k" expense={e} /> : '–'],
    ['actions', e.status === 'SUBMITTED' ? <RowActionButtons key="a" expense={e} {...props} /> : null],
  ];

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {auditColumns.filter(shown).map((column) => {
              const key = sortable[column];
              const label = t(`table.${column}`);
              if (!key) return <Table.Th key={column}>{label}</Table.Th>;
              const direction = props.sort.key === key ? (props.sort.desc ? 'descending' : 'ascending') : null;
              return (
                <SortableHeader key={column} label={label} direction={direction} onClick={() => props.onSort(key)} />
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.expenses.map((expense) => (
            <Table.Tr
              key={expense.id}
              data-testid="audit-row"
              data-review-row
              data-expense-id={expense.id}
              aria-selected={props.openId === expense.id}
              bg={props.openId === expense.id ? 'var(--mantine-primary-color-light)' : undefined}
              tabIndex={0}
              style={{ cursor: 'pointer' }}
              onClick={() => props.onOpen(expense)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && event.target === event.currentTarget) props.onOpen(expense);
              }}
            >
              {cells(expense)
                .filter(([column]) => shown(column))
                .map(([column, content]) => (
                  <Table.Td
                    key={column}
                    onClick={
                      column === 'actions' || column === 'comment' || column === 'checkStatus'
                        ? (ev) => ev.stopPropagation()
                        : undefined
                    }
                  >
                    {content}
                  </Table.Td>
                ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
function WarningIcon({ label, icon, testId }: { label: string; icon: ReactNode; testId: string }) {
  return (
    <Tooltip label={label} multiline w={260}>
      <ActionIcon variant="subtle" color="warning" component="span" aria-label={label} data-testid={testId}>
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
