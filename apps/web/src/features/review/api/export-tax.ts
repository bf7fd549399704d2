import {
  downloadSchema,
  type Download,
  exportFileName,
  type PeriodString,
  taxExportCalls,
  type TaxExportQuery,
} from '@mobilo/contract';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/file-download';

/**
 * GET …/export/tax?platform=&kind=&payrollMonth= without the download centre: the file itself,
 * saved at once.
 */
export function downloadTaxExport(period: PeriodString, query: TaxExportQuery): Promise<void> {
  const fallbackName = exportFileName(query.platform, period, query.kind === 'corrections');
  return downloadFile(taxExportCalls.export, { params: { period }, query }, fallbackName);
}

/** The same with the download centre: the job is queued and its record answered (202). */
export function startTaxExport(period: PeriodString, query: TaxExportQuery): Promise<Download> {
  return api.startDownload(taxExportCalls.export, downloadSchema, { params: { period }, query });
}
