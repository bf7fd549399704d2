import {
  downloadSchema,
  type Download,
  exportFileName,
  type PeriodString,
  type TaxExportQuery,
} from '@mobilo/contract';
import { apiClient } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/file-download';

const taxExportPath = (period: PeriodString) => `/api/v3/management/period/${encodeURIComponent(period)}/export/tax`;

/**
 * GET …/export/tax?platform=&kind=&payrollMonth= without the download centre: the file itself,
 * saved at once. The call answers a file or a queued download, so it has no call definition.
 */
export function downloadTaxExport(period: PeriodString, query: TaxExportQuery): Promise<void> {
  const fallbackName = exportFileName(query.platform, period, query.kind === 'corrections');
  return downloadFile(taxExportPath(period), fallbackName, { query });
}

/** The same with the download centre: the job is queued and its record answered (202). */
export function startTaxExport(period: PeriodString, query: TaxExportQuery): Promise<Download> {
  return apiClient.get(taxExportPath(period), { query, schema: downloadSchema });
}
