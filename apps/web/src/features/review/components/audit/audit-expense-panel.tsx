import type { ReviewExpense } from '@mobilo/contract';
import { ActionIcon, Box, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconCheck,
  IconChevronDown,
  IconChevronUp,
  IconFlag,
  IconHandStop,
  IconNote,
  IconPencil,
} from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpenseReadView } from '../../../../components/expense-read-view';
import { ReceiptPreview } from '../../../../components/receipt-preview';
import { OwnerBoundedEditForm } from '../expense-review/owner-bounded-edit-form';
import { notifyInfo } from '../../../../lib/notify';
import { useFormat } from '../../../../lib/format';
import { ReadReceiptsAgainButton, useReceiptReading } from '../expense-review/receipt-reading';
import { ExpenseWarnings } from './expense-warnings';
import '../../audit-texts';

export interface AuditExpensePanelProps {
  expense: ReviewExpense | null;
  loading: boolean;
  editing: boolean;
  busy: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  onClose: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onEdit: (editing: boolean) => void;
  onToggleCheck: () => void;
  onToggleMark: () => void;
  onReject: () => void;
  onMarkerNote: () => void;
}

/** The slide-in detail of /audit/expense/{id} with the review actions and the edit mode. */
export function AuditExpensePanel(props: AuditExpensePanelProps) {
  const { t } = useTranslation('audit');
  const f = useFormat();
  const { expense } = props;
  const wide = useMediaQuery('(min-width: 768px)');
  const reading = useReceiptReading(expense && expense.files.length > 0 ? expense.id : undefined);
  const read = reading.combined;
  const body = useRef<HTMLDivElement>(null);

  // Keys go to the panel, not to the button that opened it (Enter would press that button again).
  useEffect(() => {
    if (expense && !props.editing) body.current?.focus({ preventScroll: true });
  }, [expense?.id, props.editing, expense]);

  const can = expense?.reviewAbilities;
  return (
    <Drawer
      opened={expense !== null || props.loading}
      onClose={props.onClose}
      position="right"
      size={wide ? 'xl' : '100%'}
      closeOnEscape={false}
      trapFocus={false}
      lockScroll={false}
      transitionProps={{ duration: 150 }}
      overlayProps={{ backgroundOpacity: 0.15 }}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      title={
        <Group gap={4}>
          <ActionIcon
            variant="subtle"
            onClick={props.onPrevious}
            disabled={!props.hasPrevious || props.editing}
            aria-label={t('panel.previous')}
          >
            <IconChevronUp size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            onClick={props.onNext}
            disabled={!props.hasNext || props.editing}
            aria-label={t('panel.next')}
          >
            <IconChevronDown size={18} />
          </ActionIcon>
          <Text fw={600}>{t('panel.title')}</Text>
        </Group>
      }
    >
      {expense && can && (
        <Box
          ref={body}
          tabIndex={-1}
          data-testid="audit-expense-panel"
          data-expense-id={expense.id}
          style={{ outline: 'none' }}
        >
          <Stack gap="md">
            {props.editing ? (
              <OwnerBoundedEditForm
                key={expense.id}
                expense={expense}
                onSaved={() => props.onEdit(false)}
                onCancel={() => props.onEdit(false)}
              />
            ) : (
              <>
                {expense.status === 'SUBMITTED' && (
                  <Group gap="xs">
                    <Button
                      size="xs"
                      color="success"
                      variant={expense.isChecked ? 'filled' : 'light'}
                      leftSection={<IconCheck size={14} />}
                      disabled={!(expense.isChecked ? can.canUncheck : can.canCheck)}
                      loading={props.busy}
                      onClick={props.onToggleCheck}
                    >
                      {t(expense.isChecked ? 'actions.uncheck' : 'actions.check')}
                    </Button>
                    <Button
                      size="xs"
                      color="warning"
                      variant={expense.isMarked ? 'filled' : 'light'}
                      leftSection={<IconFlag size={14} />}
                      disabled={!(expense.isMarked ? can.canUnmark : can.canMark)}
                      loading={props.busy}
                      onClick={props.onToggleMark}
                    >
                      {t(expense.isMarked ? 'actions.unmark' : 'actions.mark')}
                    </Button>
                    <Button
                      size="xs"
                      color="danger"
                      variant="light"
                      leftSection={<IconHandStop size={14} />}
                      disabled={!can.canReject}
                      onClick={props.onReject}
                    >
                      {t('actions.reject')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconNote size={14} />}
                      disabled={!can.canEditMarkerNote}
                      onClick={props.onMarkerNote}
                    >
                      {t('actions.markerNote')}
                    </Button>
                    {can.canEdit && (
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconPencil size={14} />}
                        onClick={() => props.onEdit(true)}
                      >
                        {t('actions.edit')}
                      </Button>
                    )}
                  </Group>
                )}
                {expense.markerNote && (
                  <Text size="sm" c="warning.8" data-testid="panel-marker-note">
                    {t('actions.markerNote')}: {expense.markerNote}
                  </Text>
                )}
                <ExpenseWarnings expense={expense} reading={read} />
                <ExpenseReadView
                  expense={expense}
                  showUser
                  dateNote={read?.invoiceDate ? f.date(read.invoiceDate) : null}
                  costNote={
                    read?.totalAmount
                      ? t('panel.receiptCost', {
                          amount: f.money(read.totalAmount, read.currency ?? expense.originalCurrency),
                        })
                      : null
                  }
                />
                {expense.files.length > 0 && (
                  <Group justify="flex-end">
                    <ReadReceiptsAgainButton
                      size="xs"
                      label={t('panel.readAgain')}
                      busy={reading.busy}
                      onClick={() => reading.readAgain(() => notifyInfo(t('panel.readingAgain')))}
                    />
                  </Group>
                )}
                <Text size="xs" c="dimmed" visibleFrom="sm">
                  {t('panel.keys')}
                </Text>
              </>
            )}
            {expense.files.length > 0 && <ReceiptPreview files={expense.files} />}
          </Stack>
        </Box>
      )}
    </Drawer>
  );
}
