import type { ExportPlatform } from '@mobilo/contract';
import { and, desc, eq, getTableColumns, inArray, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { downloads } from '../../db/schema/downloads';
import { users } from '../../db/schema/users';

export type DownloadRow = typeof downloads.$inferSelect;

const exporter = alias(users, 'exporter');
const importer = alias(users, 'importer');
const fullName = (user: typeof exporter | typeof importer) =>
  sql<string | null>`nullif(concat_ws(' ', ${user.firstName}, ${user.lastName}), '')`;
// The payroll lines stay out of what screens read: they are the next corrections file's base only.
const { lines: _lines, ...shownColumns } = getTableColumns(downloads);

/** A download as the screens show it: without its payroll lines, with who exported and imported it. */
export type DownloadView = Omit<DownloadRow, 'lines'> & { exportedBy: string | null; importedByName: string | null };

function selectViews(db: Executor) {
  return db
    .select({ ...shownColumns, exportedBy: fullName(exporter), importedByName: fullName(importer) })
    .from(downloads)
    .leftJoin(exporter, eq(exporter.id, downloads.createdBy))
    .leftJoin(importer, eq(importer.id, downloads.importedBy));
}

/** Null when an unfinished export of the same period and platform exists (partial unique index). */
export async function insertDownload(
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
  const [row] = await db
    .insert(downloads)
    .values({ companyId, ...values })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function listDownloadViews(db: Executor, companyId: string, periodId?: string): Promise<DownloadView[]> {
  return selectViews(db)
    .where(and(eq(downloads.companyId, companyId), periodId ? eq(downloads.periodId, periodId) : undefined))
    .orderBy(desc(downloads.createdAt), desc(downloads.id))
    .limit(200);
}

export async function findDownloadView(db: Executor, companyId: string, id: string): Promise<DownloadView | null> {
  const [row] = await selectViews(db).where(and(eq(downloads.companyId, companyId), eq(downloads.id, id)));
  return row ?? null;
}

export async function findDownloadRow(db: Executor, companyId: string, id: string): Promise<DownloadRow | null> {
  const [row] = await db
    .select()
    .from(downloads)
    .where(and(eq(downloads.companyId, companyId), eq(downloads.id, id)));
  return row ?? null;
}

/**
 * The worker takes the download: QUEUED, or RUNNING when the queue runs it again after the
 * process that had it stopped. Null when it is finished (a late duplicate delivery).
 */
export async function claimDownloadRow(db: Executor, id: string, now: Date): Promise<DownloadRow | null> {
  const [row] = await db
    .update(downloads)
    .set({ status: 'RUNNING', progress: 0, attempts: sql`${downloads.attempts} + 1`, startedAt: now })
    .where(and(eq(downloads.id, id), inArray(downloads.status, ['QUEUED', 'RUNNING'])))
    .returning();
  return row ?? null;
}

export async function updateDownloadProgress(
  db: Executor,
  companyId: string,
  id: string,
  progress: number,
): Promise<void> {
  await db
    .update(downloads)
    .set({ progress })
    .where(and(eq(downloads.companyId, companyId), eq(downloads.id, id), eq(downloads.status, 'RUNNING')));
}

export async function finishDownloadRow(
  db: Executor,
  companyId: string,
  id: string,
  values:
    | {
        status: 'DONE';
        storageKey: string;
        size: number;
        finishedAt: Date;
        contentHash: string;
        importStatus: 'EXPORTED';
        lines: DownloadRow['lines'];
      }
    | { status: 'FAILED'; errorCode: string; errorParameter: string | null; finishedAt: Date },
): Promise<void> {
  await db
    .update(downloads)
    .set({ ...values, progress: values.status === 'DONE' ? 100 : undefined })
    .where(and(eq(downloads.companyId, companyId), eq(downloads.id, id)));
}

/** Queued downloads of every company created before `before`: their job may never have been sent. */
export async function listQueuedDownloadIds(db: Executor, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: downloads.id })
    .from(downloads)
    .where(and(eq(downloads.status, 'QUEUED'), lt(downloads.createdAt, before)));
  return rows.map((row) => row.id);
}

/** The newest finished export of a period and platform: what payroll has (corrections build on it). */
export async function findLastDoneDownloadRow(
  db: Executor,
  companyId: string,
  periodId: string,
  platform: ExportPlatform,
  exceptId?: string,
): Promise<DownloadRow | null> {
  const [row] = await db
    .select()
    .from(downloads)
    .where(
      and(
        eq(downloads.companyId, companyId),
        eq(downloads.periodId, periodId),
        eq(downloads.platform, platform),
        eq(downloads.status, 'DONE'),
        exceptId ? ne(downloads.id, exceptId) : undefined,
      ),
    )
    .orderBy(desc(downloads.finishedAt), desc(downloads.id))
    .limit(1);
  return row ?? null;
}

/** Marks a finished export imported; null when it is not DONE and EXPORTED. */
export async function markDownloadImported(
  db: Executor,
  companyId: string,
  id: string,
  values: { importedAt: Date; importedBy: string },
): Promise<DownloadRow | null> {
  const [row] = await db
    .update(downloads)
    .set({ importStatus: 'IMPORTED', ...values })
    .where(
      and(
        eq(downloads.companyId, companyId),
        eq(downloads.id, id),
        eq(downloads.status, 'DONE'),
        eq(downloads.importStatus, 'EXPORTED'),
      ),
    )
    .returning();
  return row ?? null;
}
