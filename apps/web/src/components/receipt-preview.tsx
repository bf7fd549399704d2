import type { ExpenseFile } from '@mobilo/contract';
import { ActionIcon, Anchor, Box, Center, Group, Image, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const previewHeight = 520;

/** Browsers without a built-in PDF viewer (headless ones, some phones) would draw an empty frame. */
function canShowPdf(): boolean {
  return typeof navigator === 'undefined' || navigator.pdfViewerEnabled !== false;
}

function PdfPreview({ file }: { file: ExpenseFile }) {
  const { t } = useTranslation('common');
  if (canShowPdf()) {
    return (
      <iframe
        src={file.previewUrl}
        title={file.originalName}
        style={{ width: '100%', height: previewHeight, border: 0 }}
      />
    );
  }
  return (
    <Center h={previewHeight / 2} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Stack align="center" gap="xs">
        <IconFileTypePdf size={48} stroke={1.2} aria-hidden />
        <Text size="sm" c="dimmed">
          {t('receiptPreview.noPdfViewer')}
        </Text>
        <Anchor href={file.url} target="_blank" rel="noopener">
          {t('receiptPreview.open', { name: file.originalName })}
        </Anchor>
      </Stack>
    </Center>
  );
}

/** Shows the receipts; with more than one, a carousel steps through them. */
export function ReceiptPreview({ files }: { files: ExpenseFile[] }) {
  const { t } = useTranslation('common');
  const [index, setIndex] = useState(0);
  const file = files[Math.min(index, files.length - 1)];
  if (!file) return null;
  return (
    <Box>
      {file.mimeType === 'application/pdf' ? (
        <PdfPreview file={file} />
      ) : (
        <Image src={file.previewUrl} alt={file.originalName} fit="contain" mah={previewHeight} />
      )}
      {files.length > 1 && (
        <Group justify="center" mt="xs">
          <ActionIcon
            variant="subtle"
            onClick={() => setIndex((i) => (i - 1 + files.length) % files.length)}
            aria-label={t('receiptPreview.previous')}
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
          <Text size="sm">
            {index + 1} / {files.length}
          </Text>
          <ActionIcon
            variant="subtle"
            onClick={() => setIndex((i) => (i + 1) % files.length)}
            aria-label={t('receiptPreview.next')}
          >
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
      )}
    </Box>
  );
}
