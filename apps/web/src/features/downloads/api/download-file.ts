import { type Download, downloadCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile, notifyDownloadError } from '../../../lib/file-download';

/** GET /api/v3/downloads/{id}/file, saved under the name of its content-disposition header. */
export function downloadGeneratedFile(download: Pick<Download, 'id' | 'fileName'>): Promise<void> {
  return downloadFile(downloadCalls.file, { params: { id: download.id } }, download.fileName);
}

export function useDownloadGeneratedFile() {
  return useMutation({
    mutationFn: downloadGeneratedFile,
    onError: notifyDownloadError,
    // The error of a download is its body, read above; the generic handler would not find it.
    meta: { notifyOnError: false },
  });
}
