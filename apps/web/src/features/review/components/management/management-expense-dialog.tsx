import { ActionIcon, Button, Center, Grid, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext, useParams } from 'react-router';
import { ExpenseReadView } from '../../../../components/expense-read-view';
import { ReceiptPreview } from '../../../../components/receipt-preview';
import { focusRow } from '../../../../lib/focus-row';
import { paths } from '../../../../config/paths';
import { useSessionUser } from '../../../../lib/auth-context';
import { notifyInfo, notifySuccess } from '../../../../lib/notify';
import { useFormat } from '../../../../lib/format';
import { hotkeysOf } from '../../../../lib/hotkeys';
import { useCheckManagementExpense } from '../../api/check-management-expense';
import { useManagementExpense } from '../../api/get-management-expense';
import { usePeriodExpenses } from '../../api/get-period-expenses';
import { ReadReceiptsAgainButton, useReceiptReading } from '../expense-review/receipt-reading';
import { RejectDialog } from '../expense-review/reject-dialog';
import { managementAbilities } from './management-abilities';
import { OwnerBoundedEditForm } from '../expense-review/owner-bounded-edit-form';
import type { ManagementOutletContext } from './management-page';
import { pageOfIndex, stepWithWrap, visibleExpenses } from './management-table-model';
import '../../management-texts';

/**
 * /management/{id}: the expense full screen, paged with arrows and ←/→ through the filtered,
 * sorted list of its period (wrapping around); an unknown id selects nothing and closes.
 */
export function ManagementExpenseDialog() {
  const { t } = useTranslation('management');
  const f = useFormat();
  const user = useSessionUser();
  const { expenseId } = useParams();
  const navigate = useNavigate();
  const { viewOf, setView } = useOutletContext<ManagementOutletContext>();
  const query = useManagementExpense(expenseId);
  const reading = useReceiptReading(expenseId);
  const expense = query.data ?? null;
  // Each expense shown takes the focus, so that the keys act on it and not on a button.
  const bodyRef = useRef<HTMLDivElement>(null);
  const shownId = expense?.id;
  useEffect(() => {
    if (shownId) bodyRef.current?.focus();
  }, [shownId]);
  const period = expense?.periodString ?? null;
  const list = usePeriodExpenses(period ?? '', period !== null);
  const check = useCheckManagementExpense();
  // The edit form and the reject dialog belong to the expense they were opened for: paging leaves them.
  const [editingId, setEditingId] = useState<string | null>(null);
  const [rejectingId, setRejectingId] = useState<string | null>(null);
  const editing = editingId !== null && editingId === expenseId;
  const rejecting = rejectingId !== null && rejectingId === expenseId;
  const setEditing = (open: boolean) => setEditingId(open ? (expenseId ?? null) : null);
  const setRejecting = (open: boolean) => setRejectingId(open ? (expenseId ?? null) : null);
  const wide = useMediaQuery('(min-width: 992px)');
  const close = () => {
    void navigate(paths.management.list.href());
    if (expenseId) focusRow(expenseId);
  };

  useEffect(() => {
    if (expenseId === undefined || query.isError) void navigate(paths.management.list.href(), { replace: true });
  }, [expenseId, query.isError, navigate]);

  const ids = period && list.data ? visibleExpenses(list.data.expenses, viewOf(period)).map((row) => row.id) : [];
  const position = expenseId ? ids.indexOf(expenseId) : -1;
  const canStep = position >= 0 && !editing;
  const step = (delta: number) => {
    if (!expenseId || !period || !canStep) return;
    const next = stepWithWrap(ids, expenseId, delta);
    if (!next) return;
    // The card behind the dialog follows to the page that holds the expense.
    const view = viewOf(period);
    const page = pageOfIndex(ids.indexOf(next));
    if (page !== view.page) setView(period, { ...view, page });
    void navigate(paths.management.detail.href(next));
  };

  const can = expense ? managementAbilities(expense, user) : { edit: false, check: false, reject: false };
  const toggleCheck = () => {
    if (!expense || !can.check) return;
    const isChecked = !expense.isChecked;
    check.mutate(
      { id: expense.id, version: expense.version, isChecked },
      { onSuccess: () => notifySuccess(t(isChecked ? 'notices.checked' : 'notices.unchecked')) },
    );
  };

  // Spec §4 "Keyboard", management variant: Z toggles the reject dialog.
  useHotkeys(
    hotkeysOf(expense !== null && !editing && !check.isPending, {
      z: () => can.reject && setRejecting(!rejecting),
      ...(rejecting
        ? {}
        : {
            ArrowLeft: () => step(-1),
            ArrowRight: () => step(1),
            Escape: close,
            Enter: () => !expense?.isChecked && toggleCheck(),
          }),
    }),
  );

  const combined = reading.combined;
  const dateNote = combined?.invoiceDate ? f.date(combined.invoiceDate) : null;
  const costNote = combined?.totalAmount
    ? t('detail.receiptCost', { amount: f.money(combined.totalAmount, combined.currency ?? expense?.originalCurrency) })
    : null;

  return (
    <Modal
      opened
      onClose={close}
      fullScreen
      closeOnEscape={false}
      transitionProps={{ duration: 150 }}
      title={
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="subtle" onClick={() => step(-1)} disabled={!canStep} aria-label={t('detail.previous')}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Text fw={600}>{t('detail.title')}</Text>
          <ActionIcon variant="subtle" onClick={() => step(1)} disabled={!canStep} aria-label={t('detail.next')}>
            <IconChevronRight size={18} />
          </ActionIcon>
          {position >= 0 && (
            <Text size="sm" c="dimmed" data-testid="detail-position">
              {t('detail.position', { position: position + 1, total: ids.length })}
            </Text>
          )}
        </Group>
      }
    >
      {!expense ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        // Focus starts here, not on a button: Enter checks (spec §4), Escape closes.
        <Grid ref={bodyRef} data-autofocus tabIndex={-1} style={{ outline: 'none' }}>
          <Grid.Col span={wide && expense.files.length > 0 ? 6 : 12}>
            {editing ? (
              <OwnerBoundedEditForm
                expense={expense}
                onSaved={() => setEditing(false)}
                onCancel={() => setEditing(false)}
              />
            ) : (
              <Stack gap="md">
                <ExpenseReadView
                  expense={expense}
                  showUser
                  dateNote={dateNote}
                  costNote={costNote}
                  commentLabel="description"
                />
                <Group gap="xs" justify="flex-end">
                  {expense.files.length > 0 && (
                    <ReadReceiptsAgainButton
                      label={t('detail.readAgain')}
                      busy={reading.busy}
                      onClick={() => reading.readAgain(() => notifyInfo(t('detail.readingAgain')))}
                    />
                  )}
                  {can.edit && (
                    <Button variant="light" onClick={() => setEditing(true)}>
                      {t('detail.edit')}
                    </Button>
                  )}
                  {can.reject && (
                    <Button variant="light" color="danger" onClick={() => setRejecting(true)}>
                      {t('detail.reject')}
                    </Button>
                  )}
                  {can.check && (
                    <Button
                      loading={check.isPending}
                      color={expense.isChecked ? 'gray' : 'success'}
                      onClick={toggleCheck}
                    >
                      {t(expense.isChecked ? 'detail.uncheck' : 'detail.check')}
                    </Button>
                  )}
                </Group>
              </Stack>
            )}
          </Grid.Col>
          {wide && expense.files.length > 0 && (
            <Grid.Col span={6}>
              <ReceiptPreview files={expense.files} />
            </Grid.Col>
          )}
        </Grid>
      )}
      <RejectDialog
        expense={rejecting ? expense : null}
        endpoint="management"
        onClose={() => setRejecting(false)}
        closesOnZ
        // Spec §4: a management reject closes the dialog and the detail; the call refreshed the period.
        onRejected={close}
      />
    </Modal>
  );
}
