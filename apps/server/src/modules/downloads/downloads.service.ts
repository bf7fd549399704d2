import type { Readable } from 'node:stream';
import { type Download, exportMimeTypes, type ExportPlatform } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../platform/app-error';
import type { ServiceDeps } from '../../platform/app-context';
import { recordAuditEvent } from '../../platform/audit-log';
import type { FileStorage } from '../../platform/files/file-storage';
import type { Actor } from '../../platform/request-context';
import { presentDownload } from './downloads.presenter';
import {
  claimDownloadRow,
  type DownloadRow,
  finishDownloadRow,
  findDownloadRow,
  findDownloadView,
  findLastDoneDownloadRow,
  insertDownload,
  markDownloadImported,
  listDownloadViews,
  listQueuedDownloadIds,
  updateDownloadProgress,
} from './downloads.repository';

export type { DownloadRow };

type Reader = { db: Executor };
type Owner = Pick<Actor, 'companyId'>;

/** GET /api/v3/downloads: the company's exports, newest first; of one period when it is named. */
export async function listDownloads({ db }: Reader, { companyId }: Owner, input: { periodId?: string } = {}) {
  return (await listDownloadViews(db, companyId, input.periodId)).map(presentDownload);
}

export async function getDownload({ db }: Reader, { companyId }: Owner, { id }: { id: string }): Promise<Download> {
  const row = await findDownloadView(db, companyId, id);
  if (!row) throw notFound('download');
  return presentDownload(row);
}

export async function findDownload(db: Executor, companyId: string, id: string): Promise<DownloadRow | null> {
  return findDownloadRow(db, companyId, id);
}

/** The finished file; 409 DOWNLOAD_NOT_READY before it is. */
export async function openDownloadFile(
  { db, storage }: Reader & { storage: FileStorage },
  { companyId }: Owner,
  { id }: { id: string },
): Promise<{ fileName: string; mimeType: string; size: number | null; body: Readable }> {
  const row = await findDownloadRow(db, companyId, id);
  if (!row) throw notFound('download');
  if (row.status !== 'DONE' || !row.storageKey) throw new AppError('DOWNLOAD_NOT_READY', row.status);
  return {
    fileName: row.fileName,
    mimeType: exportMimeTypes[row.platform],
    size: row.size,
    body: await storage.open(row.storageKey),
  };
}

/** A new export run; null while one of the same period and platform is unfinished. */
export async function createDownload(
  db: Executor,
  companyId: string,
  values: {
    periodId: string;
    periodString: string;
    platform: ExportPlatform;
    fileName: string;
    createdBy: string;
    kind?: 'FULL' | 'CORRECTIONS';
    payrollMonth?: string;
  },
): Promise<DownloadRow | null> {
  return insertDownload(db, companyId, values);
}

/** The newest finished export of the period and platform (what payroll has), other than `exceptId`. */
export async function findLastExport(
  db: Executor,
  companyId: string,
  periodId: string,
  platform: ExportPlatform,
  exceptId?: string,
): Promise<DownloadRow | null> {
  return findLastDoneDownloadRow(db, companyId, periodId, platform, exceptId);
}

/**
 * PATCH /api/v3/downloads/{id}/imported: the accountant says payroll has the file. Only a
 * finished export can be; marking twice answers 409.
 */
export async function markImported(deps: ServiceDeps, actor: Actor, { id }: { id: string }): Promise<Download> {
  return deps.db.transaction(async (tx) => {
    const row = await findDownloadRow(tx, actor.companyId, id);
    if (!row) throw notFound('download');
    if (row.status !== 'DONE') throw new AppError('DOWNLOAD_NOT_READY', row.status);
    const marked = await markDownloadImported(tx, actor.companyId, id, {
      importedAt: deps.clock(),
      importedBy: actor.userId,
    });
    if (!marked) throw new AppError('DOWNLOAD_ALREADY_IMPORTED');
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'tax-export.imported',
      subjectType: 'period',
      subjectId: row.periodString,
      data: { downloadId: id, platform: row.platform, contentHash: row.contentHash },
    });
    return getDownload({ db: tx }, actor, { id: marked.id });
  });
}

export const claimDownload = claimDownloadRow;
export const setDownloadProgress = updateDownloadProgress;
export const finishDownload = finishDownloadRow;
export const listUnsentDownloadIds = listQueuedDownloadIds;
