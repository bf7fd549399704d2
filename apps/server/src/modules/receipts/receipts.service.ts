import { type CombinedReceiptReading, combineReceiptReadings } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import type { Actor } from '../../platform/request-context';
import { RECEIPT_READING_JOB, type ReceiptReadingJobData } from './receipt-reading.job';
import { listExpenseFileIds, listPeriodReadingRows, listUnreadFiles } from './receipts.repository';

/** Files queued for reading at start at most: the rest follow at the next start. */
const unreadFilesPerStart = 500;

/**
 * Asks for a reading of a file; one already waiting or running for it is not joined by a second.
 * Never fails the caller: an upload stays stored even when the queue
 * cannot take the job (a re-read can ask again), so errors are only logged. An app built without a
 * queue (tests of other modules) reads nothing.
 */
export async function requestReceiptReading(
  { queue, logger }: Pick<ServiceDeps, 'queue' | 'logger'>,
  data: ReceiptReadingJobData,
): Promise<void> {
  if (!queue) return;
  await queue
    .send(RECEIPT_READING_JOB, data, { singletonKey: data.fileId })
    .then(() => undefined)
    .catch((error: unknown) => logger.warn({ err: error, ...data }, 'receipt reading not queued'));
}

/** Reads every receipt of an expense again (the reviewer's "read again"); answers how many were queued. */
export async function requestExpenseReading(
  deps: Pick<ServiceDeps, 'db' | 'queue' | 'logger'>,
  actor: Pick<Actor, 'companyId'>,
  { expenseId }: { expenseId: string },
): Promise<number> {
  if (!deps.queue) return 0;
  const fileIds = await listExpenseFileIds(deps.db, actor.companyId, expenseId);
  for (const fileId of fileIds) await requestReceiptReading(deps, { companyId: actor.companyId, fileId });
  return fileIds.length;
}

/**
 * At start: files without a reading get one, so that receipts stored while no reader ran (or whose
 * job was lost) are read after all. Returns how many were queued.
 */
export async function requestMissingReadings(deps: Pick<ServiceDeps, 'db' | 'queue' | 'logger'>): Promise<number> {
  if (!deps.queue) return 0;
  const files = await listUnreadFiles(deps.db, unreadFilesPerStart);
  for (const file of files) await requestReceiptReading(deps, file);
  return files.length;
}

/** Per expense of the period, the combination of its receipts' readings (spec §3). */
export async function combinedReadingsOfPeriod(
  db: Executor,
  companyId: string,
  periodId: string,
): Promise<Map<string, CombinedReceiptReading>> {
  const byExpense = new Map<string, Parameters<typeof combineReceiptReadings>[0][number][]>();
  for (const row of await listPeriodReadingRows(db, companyId, periodId)) {
    const list = byExpense.get(row.expenseId) ?? [];
    list.push(row);
    byExpense.set(row.expenseId, list);
  }
  return new Map([...byExpense].map(([expenseId, rows]) => [expenseId, combineReceiptReadings(rows)]));
}
