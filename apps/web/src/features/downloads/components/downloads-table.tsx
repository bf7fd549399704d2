import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Download } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { useFormat } from '../../../lib/format';
import { useDownloadGeneratedFile } from '../api/download-file';
import { DownloadButton, DownloadStatus } from './download-status';
import { DownloadContent, ImportStatus } from './import-status';
import '../downloads-texts';

/** When the export was started and by whom. */
function Created({ item }: { item: Download }) {
  const { t } = useTranslation('downloads');
  const f = useFormat();
  return (
    <Stack gap={2}>
      <Text size="sm">{f.dateTime(item.createdAt)}</Text>
      {item.exportedBy && (
        <Text size="xs" c="dimmed">
          {t('exportedBy', { name: item.exportedBy })}
        </Text>
      )}
    </Stack>
  );
}

/** One row per generated file (one card each on a phone); a file can be downloaded once it is done. */
export function DownloadsTable({ downloads }: { downloads: Download[] }) {
  const { t } = useTranslation('downloads');
  const f = useFormat();
  const download = useDownloadGeneratedFile();
  const button = (item: Download) => (
    <DownloadButton
      item={item}
      busy={download.isPending && download.variables?.id === item.id}
      onDownload={() => download.mutate(item)}
    />
  );
  const columns: DataColumn<Download>[] = [
    {
      id: 'fileName',
      header: t('columns.fileName'),
      // The size under the name keeps the table narrow enough for the download button at 1280 px.
      cell: (item) => (
        <Stack gap={2}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {item.fileName}
          </Text>
          <Text size="xs" c="dimmed">
            {f.fileSize(item.size)}
          </Text>
        </Stack>
      ),
    },
    { id: 'content', header: t('columns.period'), cell: (item) => <DownloadContent item={item} withPeriod /> },
    { id: 'status', header: t('columns.status'), width: 150, cell: (item) => <DownloadStatus item={item} /> },
    { id: 'createdAt', header: t('columns.createdAt'), cell: (item) => <Created item={item} /> },
    { id: 'import', header: t('columns.import'), width: 170, cell: (item) => <ImportStatus item={item} /> },
    { id: 'actions', header: t('columns.actions'), hideHeader: true, width: 60, cell: button },
  ];

  return (
    <DataTable
      data={downloads}
      columns={columns}
      rowId={(item) => item.id}
      minWidth={840}
      tableProps={{ verticalSpacing: 'sm', striped: true, highlightOnHover: false }}
      cardLabel={(item) => item.fileName}
      renderCard={(item) => (
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={6} miw={0} flex={1}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.fileName}
              </Text>
              <DownloadContent item={item} withPeriod />
              <Text size="xs" c="dimmed">
                {f.fileSize(item.size)}
              </Text>
              <Created item={item} />
              <DownloadStatus item={item} />
              <ImportStatus item={item} />
            </Stack>
            {button(item)}
          </Group>
        </Paper>
      )}
    />
  );
}
