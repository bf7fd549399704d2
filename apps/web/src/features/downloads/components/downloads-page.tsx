import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDownloads } from '../api/list-downloads';
import { DownloadsTable } from './downloads-table';

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
      {downloads.isPending && (
        <Center py="xl">
          <Loader aria-label={t('loading', { ns: 'common' })} />
        </Center>
      )}
      {downloads.isError && (
        <Alert color="danger" icon={<IconAlertTriangle size={18} />} title={t('loadFailed')}>
          <Button
            mt="xs"
            size="xs"
            variant="light"
            color="danger"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void downloads.refetch()}
          >
            {t('retry')}
          </Button>
        </Alert>
      )}
      {downloads.data?.length === 0 && (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="xs">
            <IconFileOff size={32} stroke={1.5} aria-hidden />
            <Text c="dimmed" ta="center">
              {t('empty')}
            </Text>
          </Stack>
        </Paper>
      )}
      {downloads.data && downloads.data.length > 0 && <DownloadsTable downloads={downloads.data} />}
    </Stack>
  );
}
