import type { ExportPlatform, ExportWarning, PeriodString } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { notifyDownloadError } from '../../../../lib/file-download';
import { notifyApiError, notifyInfo } from '../../../../lib/notify';
import { exportWarningsQueryOptions } from '../../api/get-export-warnings';
import { downloadTaxExport, startTaxExport } from '../../api/export-tax';

export interface PendingConfirmation {
  platform: ExportPlatform;
  warnings: ExportWarning[];
}

/**
 * The tax export of an invoiced period: the warnings first, a confirmation when there are any,
 * then either the file itself or, with the download centre, a queued job and the Downloads page.
 */
export function useTaxExport(period: PeriodString, downloadCenter: boolean) {
  const { t } = useTranslation('taxExport');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);

  const exportFile = useMutation({
    mutationFn: async (platform: ExportPlatform) => {
      if (!downloadCenter) return downloadTaxExport(period, platform);
      await startTaxExport(period, platform);
      notifyInfo(t('report.started', { platform: t(`report.platform.${platform}`) }));
      await navigate(paths.downloads.href());
    },
    onSuccess: () => setConfirmation(null),
    onError: notifyDownloadError,
    // Failed downloads carry their reason in a file body, which the generic handler cannot read.
    meta: { notifyOnError: false },
  });

  const checkWarnings = useMutation({
    mutationFn: (platform: ExportPlatform) =>
      queryClient.fetchQuery(exportWarningsQueryOptions(period)).then((warnings) => ({ platform, warnings })),
    onSuccess: ({ platform, warnings }) => {
      if (warnings.length > 0) setConfirmation({ platform, warnings });
      else exportFile.mutate(platform);
    },
    onError: (error) => notifyApiError(error),
    meta: { notifyOnError: false },
  });

  return {
    /** The platform being prepared or exported, for the button's spinner. */
    busy: checkWarnings.isPending || exportFile.isPending,
    exporting: exportFile.isPending,
    confirmation,
    start: (platform: ExportPlatform) => checkWarnings.mutate(platform),
    confirm: () => {
      if (confirmation) exportFile.mutate(confirmation.platform);
    },
    cancel: () => setConfirmation(null),
  };
}
