import { ActionIcon, Badge, Group, Progress, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { type Download, type DownloadStatus, isDownloadPending, isErrorCode } from '@mobilo/contract';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/notify';
import { useDownloadGeneratedFile } from '../api/download-file';
import { useFormatters } from '../../../lib/use-formatters';
import { useFileSize } from '../hooks/use-file-size';

const statusColor: Record<DownloadStatus, string> = {
  QUEUED: 'gray',
  RUNNING: 'secondary',
  DONE: 'success',
  FAILED: 'danger',
};

/** Why a file could not be made, in the words of the error catalogue. */
function failureText(error: NonNullable<Download['error']>): string {
  return apiErrorMessage(new ApiError(0, isErrorCode(error.errorCode) ? error.errorCode : 'UNKNOWN_ERROR', error.parameter));
}

/** One row per generated file; a file can be downloaded once it is done. */
export function DownloadsTable({ downloads }: { downloads: Download[] }) {
  const { t } = useTranslation('downloads');
  const f = useFormatters();
  const fileSize = useFileSize();
  const download = useDownloadGeneratedFile();

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
          {downloads.map((item) => {
            const busy = download.isPending && download.variables?.id === item.id;
            return (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
                    {item.fileName}
                  </Text>
                </Table.Td>
                <Table.Td>{f.month(item.period)}</Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    <Badge color={statusColor[item.status]} variant="light">
                      {t(`status.${item.status}`)}
                    </Badge>
                    {isDownloadPending(item) && (
                      <Group gap="xs" wrap="nowrap">
                        <Progress
                          value={item.progress}
                          animated
                          flex={1}
                          aria-label={t('status.RUNNING')}
                          aria-valuetext={t('progress', { progress: item.progress })}
                        />
                        <Text size="xs" c="dimmed">
                          {t('progress', { progress: item.progress })}
                        </Text>
                      </Group>
                    )}
                    {item.status === 'FAILED' && item.error && (
                      <Text size="xs" c="danger">
                        {failureText(item.error)}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>{fileSize(item.size)}</Table.Td>
                <Table.Td>{f.dateTime(item.createdAt)}</Table.Td>
                <Table.Td>
                  {item.status === 'DONE' && (
                    <Tooltip label={t('download')}>
                      <ActionIcon
                        variant="light"
                        size="lg"
                        aria-label={t('downloadOf', { fileName: item.fileName })}
                        loading={busy}
                        onClick={() => download.mutate(item)}
                      >
                        <IconDownload size={18} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
