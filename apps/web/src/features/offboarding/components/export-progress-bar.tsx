import { Button, Group, Paper, Progress, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompanyExport } from '../hooks/company-export-context';
import { ExportProgressText, progressPercent } from './export-progress';
import '../offboarding-texts';

/** Shows a running export while its dialog is closed, with a way to abort it. */
export function ExportProgressBar({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation('offboarding');
  const exporter = useCompanyExport();
  if (hidden || !exporter.progress) return null;
  return (
    <Paper
      role="status"
      aria-label={t('progress.label')}
      shadow="md"
      withBorder
      p="sm"
      pos="fixed"
      bottom={16}
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 150, width: 'min(420px, calc(100vw - 32px))' }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <ExportProgressText progress={exporter.progress} />
          <Button size="xs" color="danger" variant="light" onClick={exporter.abort}>
            {t('dialog.abort')}
          </Button>
        </Group>
        <Progress value={progressPercent(exporter.progress)} animated />
      </Stack>
    </Paper>
  );
}
