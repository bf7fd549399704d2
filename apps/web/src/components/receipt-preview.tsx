import type { ExpenseFile } from '@mobilo/contract';
import { ActionIcon, Box, Group, Image, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';

/** Shows the receipts; with more than one, a carousel steps through them. */
export function ReceiptPreview({ files }: { files: ExpenseFile[] }) {
  const [index, setIndex] = useState(0);
  const file = files[Math.min(index, files.length - 1)];
  if (!file) return null;
  return (
    <Box>
      {file.mimeType === 'application/pdf' ? (
        <iframe src={file.previewUrl} title={file.originalName} style={{ width: '100%', height: 520, border: 0 }} />
      ) : (
        <Image src={file.previewUrl} alt={file.originalName} fit="contain" mah={520} />
      )}
      {files.length > 1 && (
        <Group justify="center" mt="xs">
          <ActionIcon variant="subtle" onClick={() => setIndex((i) => (i - 1 + files.length) % files.length)} aria-label="‹">
            <IconChevronLeft size={16} />
          </ActionIcon>
          <Text size="sm">
            {index + 1} / {files.length}
          </Text>
          <ActionIcon variant="subtle" onClick={() => setIndex((i) => (i + 1) % files.length)} aria-label="›">
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
      )}
    </Box>
  );
}
