import { Stack, Text, Title } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadState } from '../../../components/load-state';
import { useDownloads } from '../api/list-downloads';
import { DownloadsTable } from './downloads-table';
import { YearReportPanel } from './year-report-panel';
import '../downloads-texts';

/** /downloads, the download centre: generated files with their progress while they are made. */
export function DownloadsPage() {
  const { t } = useTranslation('downloads');
  const downloads = useDownloads();

  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed" maw={760}>
        {t('intro')}
      </Text>
      <LoadState
        isPending={downloads.isPending}
        isError={downloads.isError}
        onRetry={() => void downloads.refetch()}
        errorText={t('loadFailed')}
        retryText={t('retry')}
        isEmpty={downloads.data?.length === 0}
        empty={<EmptyState icon={<IconFileOff size={32} stroke={1.5} aria-hidden />} text={t('empty')} />}
      >
        {() => downloads.data && <DownloadsTable downloads={downloads.data} />}
      </LoadState>
      <YearReportPanel />
    </Stack>
  );
}
