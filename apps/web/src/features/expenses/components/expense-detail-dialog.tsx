import { ActionIcon, Button, Center, Flex, Grid, Group, Loader, Modal, Stack, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext, useParams } from 'react-router';
import { focusRow } from '../../../lib/focus-row';
import { paths } from '../../../config/paths';
import { useExpense } from '../api/get-expense';
import { usePeriods } from '../../../lib/get-periods';
import { useExpenseFlows } from '../hooks/use-expense-flows';
import { useExpenseKeys } from '../hooks/use-expense-keys';
import type { ExpensesOutletContext } from './expenses-page';
import { ExpenseEditor } from './expense-editor';
import { ExpenseTimelineView } from './expense-timeline';
import { ExpenseReadView } from '../../../components/expense-read-view';
import { ReceiptPreview } from '../../../components/receipt-preview';
import { useReloadable } from '../../../lib/changed-meanwhile';
import '../expenses-texts';

/** /expenses/{id}: read view, edit mode, status actions, delete, stepping with arrows. */
export function ExpenseDetailDialog() {
  const { t } = useTranslation('expenses');
  const { expenseId } = useParams();
  const navigate = useNavigate();
  const { orderedIds } = useOutletContext<ExpensesOutletContext>();
  const query = useExpense(expenseId);
  const periods = usePeriods();
  const expense = query.data ?? null;
  const flows = useExpenseFlows(expense);
  const reloadable = useReloadable(expense);
  // The form belongs to the expense it was opened for: paging to another one leaves it.
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = editingId !== null && editingId === expenseId;
  const setEditing = (open: boolean) => setEditingId(open ? (expenseId ?? null) : null);
  const wide = useMediaQuery('(min-width: 992px)');
  const desktopActions = useMediaQuery('(min-width: 768px)');
  const close = () => {
    void navigate(paths.expenses.list.href());
    if (expenseId) focusRow(expenseId);
  };
  const period = periods.data?.find((p) => p.periodString === expense?.periodString);
  const invoiced = period?.status === 'invoiced';

  // An unknown id leads back to the employee home.
  useEffect(() => {
    if (query.isError) void navigate(paths.expenses.list.href(), { replace: true });
  }, [query.isError, navigate]);

  const position = expenseId ? orderedIds.indexOf(expenseId) : -1;
  const step = (delta: number) => {
    const next = orderedIds[position + delta];
    if (next) void navigate(paths.expenses.detail.href(next));
  };
  useExpenseKeys({
    enabled: !editing && !flows.busy,
    onPrevious: () => step(-1),
    onNext: () => step(1),
    onClose: close,
  });

  const actions = expense && !editing && (
    <Flex gap="xs" justify="flex-end" direction={desktopActions ? 'row' : 'column'}>
      {expense.isUpdateable && (
        <Button variant="light" onClick={() => setEditing(true)}>
          {t('actions.edit')}
        </Button>
      )}
      {expense.isWithdrawable && (
        <Button color="warning" loading={flows.busy} onClick={() => void flows.changeStatus('withdraw')}>
          {t('actions.withdraw')}
        </Button>
      )}
      {expense.isSubmittable && (
        <Button loading={flows.busy} disabled={invoiced} onClick={() => void flows.changeStatus('submit')}>
          {t('actions.submit')}
        </Button>
      )}
      {/* An incomplete expense shows why it cannot go yet, as the editor does. */}
      {!expense.isSubmittable && expense.status === 'INCOMPLETE' && (
        <Tooltip label={t('actions.cannotSubmit')}>
          <Button disabled data-disabled data-testid="submit-unavailable">
            {t('actions.submit')}
          </Button>
        </Tooltip>
      )}
      {expense.isDeleteable && (
        <Button
          color="danger"
          variant="light"
          loading={flows.busy}
          onClick={() => void flows.deleteExpense().then((done) => done && close())}
        >
          {t('actions.delete')}
        </Button>
      )}
    </Flex>
  );

  return (
    <Modal
      opened
      onClose={close}
      size={wide ? '80rem' : 'lg'}
      fullScreen={!desktopActions}
      closeOnEscape={false}
      transitionProps={{ duration: 150 }}
      title={
        <Group gap="xs">
          <ActionIcon
            variant="subtle"
            onClick={() => step(-1)}
            disabled={position <= 0 || editing}
            aria-label={t('actions.previous')}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          {t('detail.title')}
          <ActionIcon
            variant="subtle"
            onClick={() => step(1)}
            disabled={position < 0 || position >= orderedIds.length - 1 || editing}
            aria-label={t('actions.next')}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
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
              {editing ? (
                <ExpenseEditor
                  key={reloadable.key}
                  expense={reloadable.object ?? expense}
                  periodInvoiced={invoiced}
                  onDone={() => setEditing(false)}
                  onCancel={() => setEditing(false)}
                />
              ) : (
                <>
                  <ExpenseReadView expense={expense} />
                  <ExpenseTimelineView expenseId={expense.id} />
                </>
              )}
              {actions}
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
