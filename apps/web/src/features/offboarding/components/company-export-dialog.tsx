import { Button, Group, Modal, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateField } from '../../../components/date-field';
import { canStartExport, defaultExportRange, withEndDate } from '@mobilo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyExport } from '../hooks/company-export-context';
import { canPickFolders } from '../lib/export-folder';
import '../offboarding-texts';
import { ExportProgressText, progressPercent } from './export-progress';

/** Company data export (specification §4): two days, a folder, then progress with abort. */
export function CompanyExportDialog({
  opened,
  onClose,
  now = () => new Date(),
}: {
  opened: boolean;
  onClose: () => void;
  now?: () => Date;
}) {
  const { t } = useTranslation('offboarding');
  const exporter = useCompanyExport();
  const [range, setRange] = useState<{ startDate: string | null; endDate: string | null }>(() =>
    defaultExportRange(now()),
  );

  const confirm = () => {
    if (!range.startDate || !range.endDate) return;
    void exporter.start({ from: range.startDate, to: range.endDate });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('dialog.title')} size="lg">
      <Stack gap="md">
        <Text size="sm">{t('dialog.text')}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField
            label={t('dialog.startDate')}
            value={range.startDate}
            onChange={(startDate) => setRange((r) => ({ ...r, startDate }))}
            maxDate={range.endDate ?? undefined}
            disabled={exporter.running}
            clearable
          />
          <DateField
            label={t('dialog.endDate')}
            value={range.endDate}
            onChange={(endDate) => setRange((r) => withEndDate(r, endDate))}
            disabled={exporter.running}
            clearable
          />
        </SimpleGrid>
        {!canPickFolders() ? (
          <Text size="sm" c="warning" role="note">
            {t('messages.noFileSystemAccess')}
          </Text>
        ) : null}
        {exporter.progress ? (
          <Stack gap={4}>
            <ExportProgressText progress={exporter.progress} />
            <Progress value={progressPercent(exporter.progress)} aria-label={t('progress.label')} animated />
          </Stack>
        ) : null}
        <Group justify="flex-end">
          {exporter.running ? (
            <Button color="danger" variant="light" onClick={exporter.abort}>
              {t('dialog.abort')}
            </Button>
          ) : (
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
          )}
          <Button onClick={confirm} disabled={!canStartExport(range, exporter.running)}>
            {t('dialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
