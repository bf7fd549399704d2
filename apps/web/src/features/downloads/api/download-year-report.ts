import { taxExportCalls, type YearReportFormat, yearReportFileName } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile, notifyDownloadError } from '../../../lib/file-download';

/** GET /api/v3/management/year-report/{year}?format: the year's figures per employee, saved as a file. */
export function downloadYearReport({ year, format }: { year: string; format: YearReportFormat }): Promise<void> {
  return downloadFile(
    taxExportCalls.yearReport,
    { params: { year }, query: { format } },
    yearReportFileName(year, format),
  );
}

export function useDownloadYearReport() {
  return useMutation({
    mutationFn: downloadYearReport,
    onError: notifyDownloadError,
    meta: { notifyOnError: false },
  });
}
