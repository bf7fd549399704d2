import { Button, FileButton, Group } from '@mantine/core';
import type { MyCardTransaction } from '@mobilo/contract';
import { IconDownload, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyDownloadError } from '../../../lib/file-download';
import { notifySuccess } from '../../../lib/notify';
import { downloadCardReceipt } from '../api/download-card-receipt';
import { useUploadCardReceipt } from '../api/upload-card-receipt';
import '../card-my-mobility-texts';

/** The receipt of one payment: upload it where the company asks for one, download it once sent. */
export function ReceiptAction({ transaction }: { transaction: MyCardTransaction }) {
  const { t } = useTranslation('card-my-mobility');
  const upload = useUploadCardReceipt();
  const { receipt } = transaction;
  if (!transaction.isReceiptUploadable && !receipt) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {receipt && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconDownload size={16} />}
          aria-label={t('receipt.downloadNamed', { name: receipt.name, merchant: transaction.merchantName })}
          onClick={() =>
            void downloadCardReceipt({ id: transaction.id, fileName: receipt.name }).catch(notifyDownloadError)
          }
        >
          {t('receipt.download')}
        </Button>
      )}
      {transaction.isReceiptUploadable && (
        <FileButton
          accept="application/pdf,image/png,image/jpeg"
          onChange={(file) => {
            if (!file) return;
            upload.mutate({ id: transaction.id, file }, { onSuccess: () => notifySuccess(t('receipt.uploaded')) });
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant={receipt ? 'default' : 'light'}
              size="compact-sm"
              leftSection={<IconReceipt size={16} />}
              loading={upload.isPending}
              aria-label={t(receipt ? 'receipt.replaceFor' : 'receipt.uploadFor', {
                merchant: transaction.merchantName,
              })}
            >
              {t(receipt ? 'receipt.replace' : 'receipt.upload')}
            </Button>
          )}
        </FileButton>
      )}
    </Group>
  );
}
