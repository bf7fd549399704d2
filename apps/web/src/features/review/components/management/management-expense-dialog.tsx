import { type ReviewExpense } from '@mobilo/contract';
import { ActionIcon, Button, Center, Grid, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext, useParams } from 'react-router';
import { ExpenseReadView } from '../../../../components/expense-read-view';
import { ReceiptPreview } from '../../../../components/receipt-preview';
import { paths } from '../../../../config/paths';
import { useSessionUser } from '../../../../lib/auth-context';
import { notifySuccess } from '../../../../lib/notify';
import { useFormatters } from '../../../../lib/use-formatters';
import { useKeyShortcuts } from '../../../../lib/use-key-shortcuts';
import { useCheckManagementExpense } from '../../api/check-management-expense';
import { useManagementExpense, useManagementExpenseReading } from '../../api/get-management-expense';
import { usePeriodExpenses } from '../../api/get-period-expenses';
import type { ManagementOutletContext } from './management-page';
import { pageOfIndex, stepWithWrap, visibleExpenses } from './management-table-model';

/**
 * /management/{id}: the expense full screen, paged with arrows and ←/→ through the filtered,
 * sorted list of its period (wrapping around); an unknown id selects nothing and closes.
 */
export function ManagementExpenseDialog() {
  const { t } = useTranslation('management');
  const f = useFormatters();
  const user = useSessionUser();
  const { expenseId } = useParams();
  const navigate = useNavigate();
  const { viewOf, setView } = useOutletContext<ManagementOutletContext>();
  const query = useManagementExpense(expenseId);
  const reading = useManagementExpenseReading(expenseId);
  const expense = query.data ?? null;
  const period = expense?.periodString ?? null;
  const list = usePeriodExpenses(period ?? '', period !== null);
  const check = useCheckManagementExpense();
  const [editing, setEditing] = useState(false);
  const wide = useMediaQuery('(min-width: 992px)');
  const close = () => void navigate(paths.management.list.href());

  useEffect(() => {
    if (expenseId === undefined || query.isError) void navigate(paths.management.list.href(), { replace: true });
  }, [expenseId, query.isError, navigate]);
  useEffect(() => setEditing(false), [expenseId]);

  const rows = period && list.data ? visibleExpenses(list.data.expenses, viewOf(period)) : [];
  const ids = rows.map((row) => row.id);
  const canStep = expenseId !== undefined && ids.includes(expenseId) && !editing;
  const step = (delta: number) => {
    if (!expenseId || !period) return;
    const next = stepWithWrap(ids, expenseId, delta);
    if (!next) return;
    // The card behind the dialog follows to the page that holds the expense.
    const view = viewOf(period);
    const page = pageOfIndex(ids.indexOf(next));
    if (page !== view.page) setView(period, { ...view, page });
    void navigate(paths.management.detail.href(next));
  };

  const abilities = expense ? managementAbilities(expense, user) : null;
  const toggleCheck = () => {
    if (!expense || !abilities?.check) return;
    const isChecked = !expense.isChecked;
    check.mutate(
      { id: expense.id, isChecked },
      { onSuccess: () => notifySuccess(t(isChecked ? 'notices.checked' : 'notices.unchecked')) },
    );
  };

  useKeyShortcuts(expense !== null && !editing && !check.isPending, {
    ArrowLeft: () => step(-1),
    ArrowRight: () => step(1),
    Escape: close,
    Enter: () => abilities?.check && !expense?.isChecked && toggleCheck(),
  });

  const readingNotes = reading.data?.combined;
  const dateNote = readingNotes?.invoiceDate ? f.date(readingNotes.invoiceDate) : null;
  const costNote = readingNotes?.totalAmount
    ? t('detail.receiptCost', { amount: f.money(readingNotes.totalAmount, readingNotes.currency ?? expense?.originalCurrency) })
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
          <Text fw={600}>{expense ? `${expense.user.name} · ${f.date(expense.date)}` : t('detail.title')}</Text>
          <ActionIcon variant="subtle" onClick={() => step(1)} disabled={!canStep} aria-label={t('detail.next')}>
            <IconChevronRight size={18} />
          </ActionIcon>
          {canStep && (
            <Text size="sm" c="dimmed" data-testid="detail-position">
              {t('detail.position', { position: ids.indexOf(expenseId!) + 1, total: ids.length })}
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
        <Grid>
          <Grid.Col span={wide && expense.files.length > 0 ? 6 : 12}>
            <Stack gap="md">
              <ExpenseReadView expense={expense} showUser dateNote={dateNote} costNote={costNote} commentLabel="description" />
              <Group gap="xs" justify="flex-end">
                {abilities?.check && (
                  <Button loading={check.isPending} color={expense.isChecked ? 'gray' : 'success'} onClick={toggleCheck}>
                    {t(expense.isChecked ? 'detail.uncheck' : 'detail.check')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Grid.Col>
          {wide && expense.files.length > 0 && (
            <Grid.Col span={6}>
              <ReceiptPreview files={expense.files} />
            </Grid.Col>
          )}
        </Grid>
      )}
    </Modal>
  );
}

/**
 * Spec §4 and §6 on the management screen: only expenses with isEditable can be edited, checked
 * or rejected; Edit also needs an admin or checker and an expense not yet checked.
 */
export function managementAbilities(expense: ReviewExpense, viewer: { isAdmin: boolean; isChecker: boolean }) {
  const { reviewAbilities: can } = expense;
  return {
    edit: expense.isEditable && (viewer.isAdmin || viewer.isChecker) && !expense.isChecked && can.canEdit,
    check: expense.isEditable && (expense.isChecked ? can.canUncheck : can.canCheck),
    reject: expense.isEditable && can.canReject,
  };
}
