import type { ExportWarning, PeriodString, TaxExportQuery } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { downloadsQueryKey } from '../../../../lib/downloads-query-key';
import { notifyDownloadError } from '../../../../lib/file-download';
import { notifyApiError, notifyInfo } from '../../../../lib/notify';
import { exportWarningsQueryOptions } from '../../api/get-export-warnings';
import { downloadTaxExport, startTaxExport } from '../../api/export-tax';
import '../../../../lib/texts/tax-export-texts';

export interface PendingConfirmation {
  request: TaxExportQuery;
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
    mutationFn: async (request: TaxExportQuery) => {
      if (!downloadCenter) return downloadTaxExport(period, request);
      await startTaxExport(period, request);
      notifyInfo(t('report.started', { platform: t(`report.platform.${request.platform}`) }));
      await navigate(paths.downloads.href());
    },
    onSuccess: () => {
      setConfirmation(null);
      // The period's export history shows the new file.
      void queryClient.invalidateQueries({ queryKey: downloadsQueryKey });
    },
    onError: notifyDownloadError,
    // Failed downloads carry their reason in a file body, which the generic handler cannot read.
    meta: { notifyOnError: false },
  });

  const checkWarnings = useMutation({
    mutationFn: (request: TaxExportQuery) =>
      queryClient.fetchQuery(exportWarningsQueryOptions(period)).then((warnings) => ({ request, warnings })),
    onSuccess: ({ request, warnings }) => {
      if (warnings.length > 0) setConfirmation({ request, warnings });
      else exportFile.mutate(request);
    },
    onError: (error) => notifyApiError(error),
    meta: { notifyOnError: false },
  });

  return {
    /** The platform being prepared or exported, for the button's spinner. */
    busy: checkWarnings.isPending || exportFile.isPending,
    exporting: exportFile.isPending,
    confirmation,
    /** Resolves once the export is checked and, without warnings, done or queued. */
    start: (request: TaxExportQuery) => checkWarnings.mutateAsync(request).then(() => undefined),
    confirm: () => {
      if (confirmation) exportFile.mutate(confirmation.request);
    },
    cancel: () => setConfirmation(null),
  };
}
