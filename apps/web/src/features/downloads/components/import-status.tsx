import { Badge, Button, Stack, Text } from '@mantine/core';
import type { Download } from '@mobilo/contract';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useMarkImported } from '../api/mark-imported';
import '../downloads-texts';

/**
 * Whether payroll has the file: the accountant marks a finished export imported once it is in
 * the payroll program, so that the history says which file payroll booked.
 */
export function ImportStatus({ item }: { item: Download }) {
  const { t } = useTranslation('downloads');
  const f = useFormat();
  const mark = useMarkImported();
  if (item.status !== 'DONE') return null;
  if (item.importStatus === 'IMPORTED') {
    return (
      <Stack gap={2}>
        <Badge color="success" variant="light" leftSection={<IconCheck size={12} />}>
          {t('imported')}
        </Badge>
        {item.importedAt && (
          <Text size="xs" c="dimmed">
            {item.importedBy
              ? t('importedOnBy', { date: f.dateTime(item.importedAt), name: item.importedBy })
              : t('importedOn', { date: f.dateTime(item.importedAt) })}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Button
      size="compact-sm"
      variant="light"
      aria-label={t('markImportedOf', { fileName: item.fileName })}
      loading={mark.isPending}
      onClick={() =>
        mark.mutate(item, { onSuccess: () => notifySuccess(t('markedImported', { fileName: item.fileName })) })
      }
    >
      {t('markImported')}
    </Button>
  );
}

/** What the file holds and when payroll books it; with its period on the Downloads page. */
export function DownloadContent({ item, withPeriod = false }: { item: Download; withPeriod?: boolean }) {
  const { t } = useTranslation('downloads');
  const f = useFormat();
  return (
    <Stack gap={2}>
      {withPeriod && <Text size="sm">{f.period(item.period)}</Text>}
      <Text size={withPeriod ? 'xs' : 'sm'}>{t(`kind.${item.kind}`)}</Text>
      <Text size="xs" c="dimmed">
        {t('payrollMonth', { month: f.period(item.payrollMonth) })}
      </Text>
    </Stack>
  );
}
