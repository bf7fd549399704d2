import { Center, Image } from '@mantine/core';
import type { ExpenseFile } from '@mobilo/contract';
import { IconFileTypePdf, IconReceiptOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from './deferred-tooltip';

const SIZE = 36;

/**
 * A list row's receipt at a glance: a small picture of an image receipt (loaded when it scrolls
 * into view), a PDF sign for a PDF, a crossed-out receipt when there is none yet.
 */
export function ReceiptThumbnail({ files }: { files: readonly ExpenseFile[] }) {
  const { t } = useTranslation('common');
  const [file] = files;
  const frame = { w: SIZE, h: SIZE, bg: 'gray.0', style: { borderRadius: 'var(--mantine-radius-sm)' } } as const;
  if (!file) {
    return (
      <DeferredTooltip label={t('receiptThumbnail.none')}>
        <Center {...frame} role="img" aria-label={t('receiptThumbnail.none')}>
          <IconReceiptOff size={18} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
        </Center>
      </DeferredTooltip>
    );
  }
  if (file.mimeType === 'application/pdf') {
    return (
      <Center {...frame} role="img" aria-label={t('receiptThumbnail.pdf', { name: file.originalName })}>
        <IconFileTypePdf size={20} stroke={1.5} aria-hidden />
      </Center>
    );
  }
  return (
    <Image
      src={file.previewUrl}
      alt={t('receiptThumbnail.image', { name: file.originalName })}
      w={SIZE}
      h={SIZE}
      fit="cover"
      radius="sm"
      loading="lazy"
    />
  );
}
