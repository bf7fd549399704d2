import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Period } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { useFormat } from '../../../lib/format';
import { useDownloadGeneratedFile } from '../api/download-file';
import { usePeriodExports } from '../api/get-period-exports';
import { DownloadButton, DownloadStatus } from './download-status';
import { DownloadContent, ImportStatus } from './import-status';
import '../downloads-texts';

/** The exports of an invoiced month on its card: which files payroll got, and which it imported. */
export function PeriodExportHistory({ period }: { period: Pick<Period, 'periodString' | 'isInvoiced'> }) {
  const { t } = useTranslation('downloads');
  const f = useFormat();
  const exports = usePeriodExports(period.periodString, period.isInvoiced);
  const download = useDownloadGeneratedFile();
  if (!period.isInvoiced) return null;

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('history.title')}
      </Title>
      <LoadState
        size="block"
        isPending={exports.isPending}
        isError={exports.isError}
        onRetry={() => void exports.refetch()}
        errorText={t('history.loadFailed')}
        retryText={t('retry')}
        isEmpty={exports.data?.downloads.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {t('history.empty')}
          </Text>
        }
      >
        {() => (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {exports.data!.downloads.map((item) => (
              <Paper key={item.id} component="li" withBorder radius="sm" p="xs">
                <Group justify="space-between" gap="sm" align="flex-start">
                  <Stack gap={2} miw={0} flex="1 1 12rem">
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {item.fileName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {f.dateTime(item.createdAt)}
                      {item.exportedBy ? ` · ${t('exportedBy', { name: item.exportedBy })}` : ''}
                    </Text>
                  </Stack>
                  <DownloadContent item={item} />
                  <DownloadStatus item={item} />
                  <ImportStatus item={item} />
                  <DownloadButton
                    item={item}
                    busy={download.isPending && download.variables?.id === item.id}
                    onDownload={() => download.mutate(item)}
                  />
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
