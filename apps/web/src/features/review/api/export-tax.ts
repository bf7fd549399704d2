import {
  downloadSchema,
  type Download,
  exportFileName,
  pathOf,
  type PeriodString,
  taxExportCalls,
  type TaxExportQuery,
} from '@mobilo/contract';
import { apiClient } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/file-download';

const taxExportPath = (period: PeriodString) => pathOf(taxExportCalls.export, { period });

/**
 * GET …/export/tax?platform=&kind=&payrollMonth= without the download centre: the file itself,
 * saved at once. The call answers a file or a queued download, so it is read here by hand.
 */
export function downloadTaxExport(period: PeriodString, query: TaxExportQuery): Promise<void> {
  const fallbackName = exportFileName(query.platform, period, query.kind === 'corrections');
  return downloadFile(taxExportPath(period), fallbackName, { query });
}

/** The same with the download centre: the job is queued and its record answered (202). */
export function startTaxExport(period: PeriodString, query: TaxExportQuery): Promise<Download> {
  return apiClient.get(taxExportPath(period), { query, schema: downloadSchema });
}
