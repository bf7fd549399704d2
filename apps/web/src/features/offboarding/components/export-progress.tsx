import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExportProgress } from '../hooks/company-export-context';
import '../offboarding-texts';

/** How far the export is, in the dialog and in the bar that stays when the dialog is closed. */
export function ExportProgressText({ progress }: { progress: ExportProgress }) {
  const { t } = useTranslation('offboarding');
  return (
    <Text size="sm">
      {progress.total === null
        ? t('progress.preparing')
        : t('progress.files', { current: progress.current, total: progress.total })}
    </Text>
  );
}

export function progressPercent(progress: ExportProgress): number {
  if (!progress.total) return progress.total === 0 ? 100 : 0;
  return Math.round((progress.current / progress.total) * 100);
}
