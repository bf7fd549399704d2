import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { type Expense, isExpenseComplete, statusAfterOwnerChange } from '@mobilo/contract';
import type { Logger, ServiceDeps } from '../../platform/app-context';
import { AppError } from '../../platform/app-error';
import type { FileStorage } from '../../platform/files/file-storage';
import { receiptKey } from '../../platform/files/storage-keys';
import type { ReceivedUpload } from '../../platform/files/multipart';
import type { Actor } from '../../platform/request-context';
import { requireDeclarationKept, requireOwn, requireViewable } from './expenses.policy';
import { requestReceiptReading } from '../receipts/receipts.service';
import {
  audit,
  deleteExpenseRecord,
  loadExpense,
  presentExpense,
  requireChangeable,
  requireChangeableAsRead,
} from './expenses.service';
import { answerOnce, findRequestKeyOf, fingerprintOf, keptAnswerOf } from './expense-request-keys';
import {
  deleteFileRows,
  type ExpenseFileRow,
  findExpenseRow,
  listFileRows,
  lockExpenseRow,
  lockExpenseWithPeriod,
  replaceFileRows,
  updateExpense,
  updateExpenseAudited,
} from './expenses.repository';

/**
 * Replaces the expense's receipt. The bytes are checked and stored before the database changes,
 * and the old file is removed only after the commit: a failure at any step leaves the expense
 * with its previous file. An upload that names an idempotency key is done once: sent again with
 * the same bytes, it answers as it first did, even when the expense has moved on since.
 */
export async function uploadExpenseFile(
  deps: ServiceDeps,
  actor: Actor,
  {
    id: expenseId,
    receive,
    idempotencyKey,
  }: { id: string; receive: (tempDir: string) => Promise<ReceivedUpload>; idempotencyKey?: string },
): Promise<Expense> {
  const { db, storage, logger, clock } = deps;
  const keyedOf = (upload: ReceivedUpload) =>
    idempotencyKey
      ? { key: idempotencyKey, operation: 'upload' as const, fingerprint: fingerprintOf(expenseId, upload.sha256) }
      : undefined;
  if (idempotencyKey && (await findRequestKeyOf(db, actor, idempotencyKey))) {
    // A repeat is answered before the checks below: the expense may have been submitted since.
    const upload = await receive(storage.tempDir);
    await rm(upload.tempPath, { force: true });
    const kept = await keptAnswerOf(db, actor, keyedOf(upload)!);
    // Without an answer the first request is still running: the queue sends again later.
    if (!kept) throw new AppError('CONFLICT');
    return kept;
  }
  // Refuses early, before the upload is received; the transaction below checks again.
  const found = requireOwn(await findExpenseRow(db, actor.companyId, expenseId), actor);
  requireChangeableAsRead(found);
  requireDeclarationKept(found);
  const upload = await receive(storage.tempDir);
  const storageKey = receiptKey(actor.companyId, expenseId);
  await storage.put(storageKey, upload.tempPath, upload.mimeType);
  let outcome: { answer: Expense; repeated: boolean; oldKeys: string[] };
  try {
    outcome = await db.transaction(async (tx) => {
      let oldKeys: string[] = [];
      const once = await answerOnce(tx, actor, keyedOf(upload), clock(), async () => {
        const row = requireOwn(await lockExpenseWithPeriod(tx, actor.companyId, expenseId), actor);
        requireChangeableAsRead(row);
        requireDeclarationKept(row);
        const replaced = await replaceFileRows(tx, actor.companyId, {
          expenseId,
          originalName: upload.originalName,
          mimeType: upload.mimeType,
          size: upload.size,
          sha256: upload.sha256,
          storageKey,
        });
        oldKeys = replaced.replacedKeys;
        const values = {
          status: statusAfterOwnerChange(row.expense.status, isExpenseComplete({ ...row.expense, fileCount: 1 })),
          modifiedAt: clock(),
          modifiedBy: actor.userId,
        };
        await updateExpenseAudited(tx, actor.companyId, expenseId, values, {
          actorId: actor.userId,
          action: 'expense.file.upload',
          data: { name: upload.originalName, size: upload.size, sha256: upload.sha256 },
        });
        // Presented from what was read and written: the expense is not read again.
        const written = { ...row.expense, ...values, version: row.expense.version + 1 };
        return presentExpense({ ...row, expense: written }, [replaced.file], actor.userId);
      });
      return { ...once, oldKeys };
    });
  } catch (error) {
    await removeBlobs(storage, [storageKey], logger);
    throw error;
  }
  if (outcome.repeated) {
    // Another tab sent the same upload at the same moment and came first: its file stays.
    await removeBlobs(storage, [storageKey], logger);
    return outcome.answer;
  }
  await removeBlobs(storage, outcome.oldKeys, logger);
  // Every receipt is read in the background; the upload never waits for it nor fails with it.
  for (const file of outcome.answer.files) {
    await requestReceiptReading(deps, { companyId: actor.companyId, fileId: file.id });
  }
  return outcome.answer;
}

export async function deleteExpenseFile(
  { db, storage, logger, clock }: ServiceDeps,
  actor: Actor,
  { id: expenseId }: { id: string },
): Promise<Expense> {
  const keys = await db.transaction(async (tx) => {
    const row = requireOwn(await lockExpenseRow(tx, actor.companyId, expenseId), actor);
    await requireChangeable(tx, row);
    requireDeclarationKept(row);
    const removed = await deleteFileRows(tx, actor.companyId, expenseId);
    if (removed.length === 0) throw new AppError('NOT_FOUND', 'file');
    const status = statusAfterOwnerChange(row.expense.status, false);
    await updateExpense(tx, actor.companyId, expenseId, {
      status,
      ...(status === 'SUBMITTED' ? {} : { submittedAt: null, submittedBy: null }),
      modifiedAt: clock(),
      modifiedBy: actor.userId,
    });
    await audit(tx, actor, expenseId, 'expense.file.delete', { status });
    return removed;
  });
  await removeBlobs(storage, keys, logger);
  return loadExpense(db, actor, expenseId);
}

/** The bytes of a receipt, for those who may see the expense. */
export async function openExpenseFile(
  { db, storage }: ServiceDeps,
  actor: Actor,
  { id: expenseId, fileId }: { id: string; fileId: string },
): Promise<{ file: ExpenseFileRow; stream: Readable }> {
  requireViewable(await findExpenseRow(db, actor.companyId, expenseId), actor);
  const file = (await listFileRows(db, actor.companyId, [expenseId])).find((f) => f.id === fileId);
  if (!file) throw new AppError('NOT_FOUND', 'file');
  return { file, stream: await storage.open(file.storageKey) };
}

/** After the commit: a blob that cannot be removed is an orphan to clean up, not a failure. */
export async function removeBlobs(storage: FileStorage, keys: string[], log: Logger) {
  for (const key of keys) {
    await storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'receipt blob not removed'));
  }
}

/** Deletes the expense, then its receipt blobs once the deletion is committed. */
export async function deleteExpense({ db, storage, logger }: ServiceDeps, actor: Actor, { id }: { id: string }) {
  const keys = await deleteExpenseRecord(db, actor, id);
  await removeBlobs(storage, keys, logger);
  return { id, deleted: true as const };
}
