import { Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useOutletContext } from 'react-router';
import { paths } from '../../../config/paths';
import type { ExpensesOutletContext } from './expenses-page';
import { ExpenseEditor } from './expense-editor';
import { NoReceiptLink } from './no-receipt-link';
import type { QueuedExpenseState } from './queued-expenses';
import { useExpenseQueue } from '../queue/use-expense-queue';
import '../expenses-texts';

/**
 * /expenses/new: after saving the dialog closes; if the receipt upload failed, the new expense opens.
 * Opened from a waiting expense the server refused, it starts from that one's form and receipt.
 */
export function ExpenseCreateDialog() {
  const { t } = useTranslation('expenses');
  const navigate = useNavigate();
  const queuedId = (useLocation().state as QueuedExpenseState | null)?.queuedId;
  const queue = useExpenseQueue();
  const queued = queuedId ? queue.items.find((item) => item.id === queuedId) : undefined;
  // The editor starts from the waiting expense once it is read from the browser's storage.
  const ready = !queuedId || queue.loaded;
  const { hasPeriods } = useOutletContext<ExpensesOutletContext>();
  const mobile = useMediaQuery('(max-width: 767px)');
  const close = () => void navigate(paths.expenses.list.href());
  return (
    <Modal
      opened={hasPeriods}
      onClose={close}
      title={t('detail.newTitle')}
      size="lg"
      fullScreen={mobile}
      closeOnEscape={false}
      transitionProps={{ duration: 150 }}
    >
      <Stack gap="md">
        {!queued && <NoReceiptLink />}
        {ready && (
          <ExpenseEditor
            key={queued?.id ?? 'new'}
            queued={queued}
            expense={null}
            periodInvoiced={false}
            onDone={(id, fileFailed) =>
              void navigate(fileFailed ? paths.expenses.detail.href(id) : paths.expenses.list.href())
            }
            onCancel={close}
          />
        )}
      </Stack>
    </Modal>
  );
}
