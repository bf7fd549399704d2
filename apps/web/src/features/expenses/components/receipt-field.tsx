import '@mantine/dropzone/styles.css';
import { receiptMimeTypes, UPLOAD_LIMIT_BYTES } from '@mobilo/contract';
import { ActionIcon, Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCamera, IconFileUpload, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PAGES } from '../capture/receipt-pages';
import { browserCaptureTools, type CaptureTools, useReceiptPages } from '../capture/use-receipt-pages';
import '../expenses-texts';
import { ReceiptPageList } from './receipt-page-list';

export interface ReceiptFieldProps {
  /** The stored receipt, unless the user removed it in this edit. */
  stored: { name: string; url: string } | null;
  pending: File | null;
  onPick: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
  /** True while photos are prepared or pages combined: a save then would miss the last page. */
  onBusyChange?: (busy: boolean) => void;
  tools?: CaptureTools;
}

/** HEIC is accepted by the picker so that the browser can try to convert it (docs/adr/0028). */
const pickable = [...receiptMimeTypes, 'image/heic', 'image/heif'];

/**
 * One receipt: a PDF, JPEG or PNG, or photos of its pages (on a phone straight from the camera)
 * that are sent as one file. The content decides what a file is, as on the server.
 */
export function ReceiptField(props: ReceiptFieldProps) {
  const { stored, pending, disabled, onBusyChange, tools = browserCaptureTools } = props;
  const { t } = useTranslation('expenses');
  type NoticeKey = 'uploadMultipleFiles' | 'uploadFileSizeLimit' | 'uploadFileUnsupported' | 'uploadFileEmpty';
  const notice = (key: NoticeKey, detail?: string) =>
    notifications.show({ color: 'warning', title: t(`notices.${key}`), message: detail ?? '', autoClose: 5000 });
  const unsupported = () =>
    notice('uploadFileUnsupported', t('dropzone.fileType', { types: receiptMimeTypes.join(', ') }));
  const receipt = useReceiptPages({
    tools,
    pending,
    onPick: props.onPick,
    onRemove: props.onRemove,
    notify: (reason) => (reason === 'empty' ? notice('uploadFileEmpty') : unsupported()),
  });
  const camera = useRef<HTMLInputElement>(null);
  const replacing = useRef<string | undefined>(undefined);
  // Phones and tablets, and narrow windows, where the camera is at hand.
  const cameraAtHand = useMediaQuery('(pointer: coarse), (max-width: 48em)') === true;

  useEffect(() => onBusyChange?.(receipt.busy), [receipt.busy, onBusyChange]);

  const reject = (rejections: FileRejection[]) => {
    const code = rejections[0]?.errors[0]?.code;
    if (code === 'too-many-files') return receipt.say('tooManyPages');
    if (code === 'file-too-small') return notice('uploadFileEmpty');
    if (code === 'file-too-large')
      return notice('uploadFileSizeLimit', t('dropzone.tooLarge', { bytes: UPLOAD_LIMIT_BYTES }));
    return unsupported();
  };
  const drop = (files: File[]) => {
    // A PDF is a receipt of its own; photos may be several pages.
    if (files.length > 1 && files.some((file) => file.type === 'application/pdf')) {
      return notice('uploadMultipleFiles');
    }
    receipt.add(files);
  };
  const openCamera = (replace?: string) => {
    replacing.current = replace;
    camera.current?.click();
  };
  const remove = () => {
    receipt.clear();
    props.onRemove();
  };

  const current = pending ? { name: pending.name, url: null } : stored;
  const hasPages = receipt.pages.length > 0;
  const dropLabel = hasPages ? t('capture.addFromFiles') : current ? t('form.replaceReceipt') : t('form.dropzone');

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
            onClick={remove}
            disabled={disabled}
            aria-label={t('form.removeReceipt')}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      )}
      {hasPages && (
        <ReceiptPageList
          pages={receipt.pages}
          accepted={receipt.accepted}
          disabled={disabled}
          onMove={receipt.move}
          onRemove={receipt.remove}
          onTakeAgain={openCamera}
          onAccept={receipt.accept}
        />
      )}
      {receipt.preparing && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('capture.preparing')}</Text>
        </Group>
      )}
      {receipt.message && (
        <Alert
          color="warning"
          p="xs"
          withCloseButton
          closeButtonLabel={t('capture.dismiss')}
          onClose={receipt.dismissMessage}
        >
          <Text size="sm">{t(`capture.messages.${receipt.message}`, { max: MAX_PAGES })}</Text>
        </Alert>
      )}
      {cameraAtHand && (
        <Button
          variant={hasPages ? 'default' : 'filled'}
          leftSection={<IconCamera size={18} />}
          onClick={() => openCamera()}
          disabled={disabled}
        >
          {hasPages ? t('capture.takeNextPage') : t('capture.takePhoto')}
        </Button>
      )}
      {/* The camera's own input: "capture" opens the rear camera on a phone, a picker elsewhere. */}
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid="camera-input"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length) receipt.add(files, replacing.current);
          replacing.current = undefined;
        }}
      />
      <Dropzone
        onDrop={drop}
        onReject={reject}
        accept={pickable}
        maxSize={UPLOAD_LIMIT_BYTES}
        maxFiles={MAX_PAGES}
        disabled={disabled}
        aria-label={dropLabel}
        p="sm"
      >
        <Group justify="center" gap="xs" mih={48} style={{ pointerEvents: 'none' }}>
          <IconFileUpload size={20} />
          <Text size="sm" c="dimmed">
            {dropLabel}
          </Text>
        </Group>
      </Dropzone>
      {hasPages && (
        <Text size="xs" c="dimmed">
          {t('capture.hint', { max: MAX_PAGES })}
        </Text>
      )}
    </Stack>
  );
}
