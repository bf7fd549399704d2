import {
  downloadSchema,
  type Download,
  type ExportPlatform,
  exportFileName,
  type PeriodString,
} from '@mobilo/contract';
import { apiClient } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/file-download';

const taxExportPath = (period: PeriodString) => `/api/v3/management/period/${encodeURIComponent(period)}/export/tax`;

/** GET …/export/tax?platform= without the download centre: the file itself, saved at once. */
export function downloadTaxExport(period: PeriodString, platform: ExportPlatform): Promise<void> {
  return downloadFile(taxExportPath(period), exportFileName(platform, period), { query: { platform } });
}

/** GET …/export/tax?platform= with the download centre: the job is queued and its record answered (202). */
export function startTaxExport(period: PeriodString, platform: ExportPlatform): Promise<Download> {
  return apiClient.get(taxExportPath(period), { query: { platform }, schema: downloadSchema });
}
