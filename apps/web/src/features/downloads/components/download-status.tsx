import { ActionIcon, Badge, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { type Download, type DownloadStatus as Status, isDownloadPending, isErrorCode } from '@mobilo/contract';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/notify';
import '../downloads-texts';

const statusColor: Record<Status, string> = {
  QUEUED: 'gray',
  RUNNING: 'secondary',
  DONE: 'success',
  FAILED: 'danger',
};

/** Why a file could not be made, in the words of the error catalogue. */
function failureText(error: NonNullable<Download['error']>): string {
  return apiErrorMessage(
    new ApiError(0, isErrorCode(error.errorCode) ? error.errorCode : 'UNKNOWN_ERROR', error.parameter),
  );
}

/** The status badge, the progress while the file is made, the reason when it failed. */
export function DownloadStatus({ item }: { item: Download }) {
  const { t } = useTranslation('downloads');
  return (
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
            aria-label={t(`status.${item.status}`)}
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
  );
}

/** Offered once the file is done. */
export function DownloadButton({ item, busy, onDownload }: { item: Download; busy: boolean; onDownload: () => void }) {
  const { t } = useTranslation('downloads');
  if (item.status !== 'DONE') return null;
  return (
    <Tooltip label={t('download')}>
      <ActionIcon
        variant="light"
        size="lg"
        aria-label={t('downloadOf', { fileName: item.fileName })}
        loading={busy}
        onClick={onDownload}
      >
        <IconDownload size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
