import { exampleExportFileName, type ExportPlatform, taxExportCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile, notifyDownloadError } from '../../../lib/file-download';

/** GET /management/example-export?type=: a trial company's example file. */
export function downloadExampleExport(type: ExportPlatform): Promise<void> {
  return downloadFile(taxExportCalls.example, { query: { type } }, exampleExportFileName(type));
}

export function useDownloadExampleExport() {
  return useMutation({
    mutationFn: downloadExampleExport,
    onError: notifyDownloadError,
    meta: { notifyOnError: false },
  });
}
