import { currentPeriod } from '@mobilo/contract';
import { Alert, Button, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadState } from '../../../components/load-state';
import { paths } from '../../../config/paths';
import { notifySuccess } from '../../../lib/notify';
import { useReceiptLessAllowance } from '../api/receipt-less';
import { ReceiptLessForm } from './receipt-less-form';
import '../receipt-less-texts';

/** /expenses/new/no-receipt: the declaration of an expense without a receipt, where the company allows it. */
export function ReceiptLessDialog() {
  const { t } = useTranslation('receipt-less');
  const navigate = useNavigate();
  const mobile = useMediaQuery('(max-width: 767px)');
  const allowance = useReceiptLessAllowance(currentPeriod());
  const close = () => void navigate(paths.expenses.list.href());
  return (
    <Modal
      opened
      onClose={close}
      title={t('dialog.title')}
      size="lg"
      fullScreen={mobile}
      closeOnEscape={false}
      transitionProps={{ duration: 150 }}
    >
      <LoadState
        isPending={allowance.isPending}
        isError={allowance.isError}
        onRetry={() => void allowance.refetch()}
        errorText={t('dialog.loadFailed')}
        retryText={t('dialog.retry')}
      >
        {() =>
          allowance.data?.allowed ? (
            <ReceiptLessForm
              onDone={(id) => {
                notifySuccess(t('dialog.saved'));
                void navigate(paths.expenses.detail.href(id));
              }}
              onCancel={close}
            />
          ) : (
            <Stack>
              <Alert color="warning" variant="light">
                {t('dialog.notAllowed')}
              </Alert>
              <Button variant="default" onClick={close} style={{ alignSelf: 'flex-end' }}>
                {t('form.cancel')}
              </Button>
            </Stack>
          )
        }
      </LoadState>
    </Modal>
  );
}
