import type { Download } from '@mobilo/contract';
import { isErrorCode } from '@mobilo/contract';
import type { DownloadView } from './downloads.repository';

export function presentDownload(row: DownloadView): Download {
  return {
    id: row.id,
    fileName: row.fileName,
    platform: row.platform,
    period: row.periodString,
    status: row.status,
    progress: row.progress,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    error:
      row.status === 'FAILED'
        ? {
            errorCode: row.errorCode && isErrorCode(row.errorCode) ? row.errorCode : 'TAX_EXPORT_FAILED',
            parameter: row.errorParameter,
          }
        : null,
    kind: row.kind,
    payrollMonth: row.payrollMonth ?? row.periodString,
    contentHash: row.contentHash,
    importStatus: row.importStatus,
    importedAt: row.importedAt?.toISOString() ?? null,
    exportedBy: row.exportedBy,
    importedBy: row.importedByName,
  };
}
