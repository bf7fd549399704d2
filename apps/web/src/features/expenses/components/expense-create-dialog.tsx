import { Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext } from 'react-router';
import { paths } from '../../../config/paths';
import type { ExpensesOutletContext } from './expenses-page';
import { ExpenseEditor } from './expense-editor';
import { NoReceiptLink } from './no-receipt-link';

/** /expenses/new: after saving the dialog closes; if the receipt upload failed, the new expense opens. */
export function ExpenseCreateDialog() {
  const { t } = useTranslation('expenses');
  const navigate = useNavigate();
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
        <NoReceiptLink />
        <ExpenseEditor
          expense={null}
          periodInvoiced={false}
          onDone={(id, fileFailed) =>
            void navigate(fileFailed ? paths.expenses.detail.href(id) : paths.expenses.list.href())
          }
          onCancel={close}
        />
      </Stack>
    </Modal>
  );
}
