import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { exportMimeTypes } from '@mobilo/contract';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import type { JobDefinition, JobQueue } from '../../platform/jobs/job-queue';
import type { ModuleJobs } from '../../platform/server-module';
import {
  claimDownload,
  findLastExport,
  finishDownload,
  listUnsentDownloadIds,
  setDownloadProgress,
} from '../downloads/downloads.service';
import { findPeriod, lockPeriodOfCompany, setPeriodTaxStatus } from '../periods/periods.service';
import { writeExportFile } from './export-file';
import { differenceLines, payrollLines } from './writers/payroll-lines';

async function sha256Of(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(filePath), hash);
  return hash.digest('hex');
}
import { loadPeriodComputation } from './payroll-freeze.service';
import { datevExportRefusal } from './tax-export.policy';
import { exportKey } from '../../platform/files/storage-keys';

export const TAX_EXPORT_JOB = 'tax-export';

export interface TaxExportJobData {
  downloadId: string;
}

/**
 * Runs one export: claims the download, computes the period, writes the file into the storage and
 * marks download and period DONE. Any failure marks both FAILED with an error code; the job itself
 * then ends normally, so the queue retries only runs whose process stopped.
 */
export async function runTaxExport(deps: ServiceDeps, data: TaxExportJobData): Promise<void> {
  const { db, clock, storage, logger: log } = deps;
  const download = await claimDownload(db, data.downloadId, clock());
  if (!download) return;
  const { companyId } = download;
  const platform = download.platform;
  const tempPath = path.join(storage.tempDir, `export-${randomUUID()}`);
  try {
    await setPeriodTaxStatus(db, companyId, download.periodId, 'IN_PROGRESS');
    const period = await findPeriod(db, companyId, download.periodString);
    if (!period) throw new AppError('NOT_FOUND', `period ${download.periodString}`);
    if (!period.isInvoiced) throw new AppError('TAX_EXPORT_PERIOD_NOT_INVOICED', period.periodString);
    const computation = await loadPeriodComputation(db, companyId, period);
    const refusal = datevExportRefusal(computation, platform);
    if (refusal) throw refusal;
    // What payroll has after this file: the month's DATEV lines. A corrections file writes only
    // their signed differences to the last exported file of the period and platform.
    const state = payrollLines(computation);
    let lines = state;
    if (download.kind === 'CORRECTIONS') {
      const previous = await findLastExport(db, companyId, period.id, platform, download.id);
      if (!previous?.lines) throw new AppError('TAX_EXPORT_NO_PREVIOUS_EXPORT', platform);
      lines = differenceLines(state, previous.lines);
    }
    await setDownloadProgress(db, companyId, download.id, 40);
    await writeExportFile(
      computation,
      platform,
      tempPath,
      (share) => setDownloadProgress(db, companyId, download.id, 40 + Math.floor(share * 50)),
      { lines, payrollMonth: download.payrollMonth ?? period.periodString },
    );
    const { size } = await stat(tempPath);
    const contentHash = await sha256Of(tempPath);
    const storageKey = exportKey(companyId, download.id);
    await storage.put(storageKey, tempPath, exportMimeTypes[platform]);
    await db.transaction(async (tx) => {
      // An uninvoice while the file was written: the file no longer describes the month.
      const row = await lockPeriodOfCompany(tx, companyId, download.periodString);
      if (!row.isInvoiced) throw new AppError('TAX_EXPORT_PERIOD_NOT_INVOICED', row.periodString);
      await finishDownload(tx, companyId, download.id, {
        status: 'DONE',
        storageKey,
        size,
        finishedAt: clock(),
        contentHash,
        importStatus: 'EXPORTED',
        lines: state,
      });
      await setPeriodTaxStatus(tx, companyId, download.periodId, 'DONE');
      await recordAuditEvent(tx, companyId, {
        actorId: download.createdBy,
        action: 'tax-export.done',
        subjectType: 'period',
        subjectId: download.periodString,
        data: { downloadId: download.id, platform, size, contentHash, kind: download.kind, lines: lines.length },
      });
    });
  } catch (error) {
    log.error({ err: error, downloadId: download.id }, 'tax export failed');
    const code = error instanceof AppError ? error.code : 'TAX_EXPORT_FAILED';
    const parameter = error instanceof AppError ? error.parameter : null;
    await db.transaction(async (tx) => {
      await finishDownload(tx, companyId, download.id, {
        status: 'FAILED',
        errorCode: code,
        errorParameter: parameter,
        finishedAt: clock(),
      });
      await setPeriodTaxStatus(tx, companyId, download.periodId, 'FAILED');
      await recordAuditEvent(tx, companyId, {
        actorId: download.createdBy,
        action: 'tax-export.failed',
        subjectType: 'period',
        subjectId: download.periodString,
        data: { downloadId: download.id, platform, errorCode: code, parameter },
      });
    });
  } finally {
    await rm(tempPath, { force: true });
  }
}

/** Sends the jobs of downloads whose job may never have been sent (the process stopped in between). */
async function resendQueuedExports(deps: ServiceDeps, jobs: JobQueue, olderThanMs = 60_000): Promise<number> {
  const ids = await listUnsentDownloadIds(deps.db, new Date(deps.clock().getTime() - olderThanMs));
  for (const downloadId of ids) await jobs.send(TAX_EXPORT_JOB, { downloadId }, { id: downloadId });
  return ids.length;
}

/** The export job, and the resending of what a stopped process left unsent once the queue runs. */
export function taxExportJobs(deps: ServiceDeps): ModuleJobs {
  const definition: JobDefinition<TaxExportJobData> = {
    name: TAX_EXPORT_JOB,
    heartbeatSeconds: 30,
    retryLimit: 3,
    handler: (data) => runTaxExport(deps, data),
  };
  return {
    definitions: [definition],
    afterStart: async () => (deps.queue ? resendQueuedExports(deps, deps.queue) : 0),
  };
}
