import { Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Download } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useDownloadGeneratedFile } from '../api/download-file';
import { DownloadButton, DownloadStatus } from './download-status';

/** One row per generated file (one card each on a phone); a file can be downloaded once it is done. */
export function DownloadsTable({ downloads }: { downloads: Download[] }) {
  const { t } = useTranslation('downloads');
  const f = useFormat();
  const download = useDownloadGeneratedFile();
  const mobile = useMediaQuery('(max-width: 48em)') === true;
  const button = (item: Download) => (
    <DownloadButton
      item={item}
      busy={download.isPending && download.variables?.id === item.id}
      onDownload={() => download.mutate(item)}
    />
  );

  if (mobile) {
    return (
      <Stack gap="sm">
        {downloads.map((item) => (
          <Paper key={item.id} withBorder p="sm" radius="md" role="group" aria-label={item.fileName}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={6} miw={0} flex={1}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.fileName}
                </Text>
                <Text size="xs" c="dimmed">
                  {f.period(item.period)} · {f.fileSize(item.size)} · {f.dateTime(item.createdAt)}
                </Text>
                <DownloadStatus item={item} />
              </Stack>
              {button(item)}
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.fileName')}</Table.Th>
            <Table.Th>{t('columns.period')}</Table.Th>
            <Table.Th w={200}>{t('columns.status')}</Table.Th>
            <Table.Th>{t('columns.size')}</Table.Th>
            <Table.Th>{t('columns.createdAt')}</Table.Th>
            <Table.Th w={80}>
              <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {downloads.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {item.fileName}
                </Text>
              </Table.Td>
              <Table.Td>{f.period(item.period)}</Table.Td>
              <Table.Td>
                <DownloadStatus item={item} />
              </Table.Td>
              <Table.Td>{f.fileSize(item.size)}</Table.Td>
              <Table.Td>{f.dateTime(item.createdAt)}</Table.Td>
              <Table.Td>{button(item)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
