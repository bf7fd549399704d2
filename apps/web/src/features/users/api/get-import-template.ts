import { userAdminCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile, notifyDownloadError } from '../../../lib/file-download';

/**
 * GET /user/import/file: the CSV template, handed to the browser as a download. Its bytes are
 * kept as sent, with the byte-order mark spreadsheet programs need to read umlauts as UTF-8.
 */
export function downloadImportTemplate(): Promise<void> {
  return downloadFile(userAdminCalls.importTemplate, {}, 'users-import-template.csv');
}

export function useDownloadImportTemplate() {
  return useMutation({
    mutationFn: downloadImportTemplate,
    onError: notifyDownloadError,
    meta: { notifyOnError: false },
  });
}
