import '@mantine/dropzone/styles.css';
import { receiptMimeTypes, SNIFF_BYTES, sniffReceiptType, UPLOAD_LIMIT_BYTES } from '@mobilo/contract';
import { ActionIcon, Anchor, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconFileUpload, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../expenses-texts';

export interface ReceiptFieldProps {
  /** The stored receipt, unless the user removed it in this edit. */
  stored: { name: string; url: string } | null;
  pending: File | null;
  onPick: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** One receipt: PDF, JPEG or PNG up to 1 GiB. The server checks the content again. */
export function ReceiptField({ stored, pending, onPick, onRemove, disabled }: ReceiptFieldProps) {
  const { t } = useTranslation('expenses');
  type NoticeKey = 'uploadMultipleFiles' | 'uploadFileSizeLimit' | 'uploadFileUnsupported' | 'uploadFileEmpty';
  const notice = (key: NoticeKey, detail?: string) =>
    notifications.show({ color: 'warning', title: t(`notices.${key}`), message: detail ?? '', autoClose: 5000 });
  const reject = (rejections: FileRejection[]) => {
    const code = rejections.length > 1 ? 'too-many-files' : rejections[0]?.errors[0]?.code;
    if (code === 'too-many-files') return notice('uploadMultipleFiles', t('dropzone.tooMany'));
    if (code === 'file-too-small') return notice('uploadFileEmpty');
    if (code === 'file-too-large')
      return notice('uploadFileSizeLimit', t('dropzone.tooLarge', { bytes: UPLOAD_LIMIT_BYTES }));
    return notice('uploadFileUnsupported', t('dropzone.fileType', { types: receiptMimeTypes.join(', ') }));
  };
  // The browser trusts the name; the content decides, as on the server, before anything is sent.
  const pickIfReceipt = async (file: File) => {
    if (file.size === 0) return notice('uploadFileEmpty');
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    if (sniffReceiptType(head) === null) {
      return notice('uploadFileUnsupported', t('dropzone.fileType', { types: receiptMimeTypes.join(', ') }));
    }
    onPick(file);
  };
  const current = pending ? { name: pending.name, url: null } : stored;

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('form.receipt')}
      </Text>
      {current && (
        <Group gap="xs" justify="space-between" wrap="nowrap">
          {current.url ? (
            <Anchor href={current.url} target="_blank" rel="noopener" size="sm" truncate>
              {current.name}
            </Anchor>
          ) : (
            <Text size="sm" truncate data-testid="pending-receipt">
              {current.name}
            </Text>
          )}
          <ActionIcon
            variant="subtle"
            color="danger"
            onClick={onRemove}
            disabled={disabled}
            aria-label={t('form.removeReceipt')}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      )}
      <Dropzone
        onDrop={(files) => {
          if (files.length !== 1) return notice('uploadMultipleFiles');
          void pickIfReceipt(files[0]!);
        }}
        onReject={reject}
        accept={[...receiptMimeTypes]}
        maxSize={UPLOAD_LIMIT_BYTES}
        maxFiles={1}
        multiple={false}
        disabled={disabled}
        aria-label={current ? t('form.replaceReceipt') : t('form.dropzone')}
        p="sm"
      >
        <Group justify="center" gap="xs" mih={48} style={{ pointerEvents: 'none' }}>
          <IconFileUpload size={20} />
          <Text size="sm" c="dimmed">
            {current ? t('form.replaceReceipt') : t('form.dropzone')}
          </Text>
        </Group>
      </Dropzone>
    </Stack>
  );
}
