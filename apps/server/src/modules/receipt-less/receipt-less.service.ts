import { createHash, randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type CreateReceiptLessExpense,
  type Expense,
  periodOfDate,
  RECEIPT_LESS_MAX_PER_EXPENSE,
  RECEIPT_LESS_MAX_PER_MONTH,
  type ReceiptLessAllowance,
  type ReceiptLessSettings,
  receiptLessRefusal,
  type UpdateReceiptLessSettings,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import { receiptKey } from '../../platform/files/storage-keys';
import type { Actor } from '../../platform/request-context';
import { answerCurrentWhenStale, requireVersion, requireWritten } from '../../platform/versioning';
import { insertDeclaredExpense, receiptLessSumOfMonth } from '../expenses/declared-expense.service';
import { renderDeclarationPdf } from './declaration-pdf';
import { presentSettings } from './receipt-less.presenter';
import { findSettings, insertDeclaration, lockUserDeclarations, saveSettings } from './receipt-less.repository';

async function readSettings(db: Executor, companyId: string, lock = false): Promise<ReceiptLessSettings> {
  return presentSettings(await findSettings(db, companyId, lock));
}

export async function getReceiptLessSettings({ db }: ServiceDeps, actor: Actor): Promise<ReceiptLessSettings> {
  return readSettings(db, actor.companyId);
}

export async function updateReceiptLessSettings(
  { db, clock }: ServiceDeps,
  actor: Actor,
  { body, version }: { body: UpdateReceiptLessSettings; version?: number },
): Promise<ReceiptLessSettings> {
  const { allowed, limitPerExpense, limitPerMonth } = body;
  const write = () =>
    db.transaction(async (tx) => {
      const before = await readSettings(tx, actor.companyId, true);
      requireVersion(before.version, version);
      const values = { allowed, limitPerExpense, limitPerMonth };
      requireWritten(await saveSettings(tx, actor.companyId, values, clock(), version), version);
      await recordAuditEvent(tx, actor.companyId, {
        actorId: actor.userId,
        action: 'receipt-less-settings.updated',
        subjectType: 'company',
        subjectId: actor.companyId,
        data: { before, after: values },
      });
      return readSettings(tx, actor.companyId);
    });
  return answerCurrentWhenStale(write, () => readSettings(db, actor.companyId));
}

/** Allows a company expenses without a receipt up to the settled maximum: the demo data's rule. */
export async function allowReceiptLessUpToMaximum(db: Executor, companyId: string, at: Date): Promise<void> {
  const values = {
    allowed: true,
    limitPerExpense: RECEIPT_LESS_MAX_PER_EXPENSE,
    limitPerMonth: RECEIPT_LESS_MAX_PER_MONTH,
  };
  await saveSettings(db, companyId, values, at, undefined);
}

/** Whether the employee may declare without a receipt, the limits and what the month has used. */
export async function getReceiptLessAllowance(
  { db }: ServiceDeps,
  actor: Actor,
  { month }: { month: string },
): Promise<ReceiptLessAllowance> {
  const [settings, usedInMonth] = await Promise.all([
    readSettings(db, actor.companyId),
    receiptLessSumOfMonth(db, actor.companyId, actor.userId, month),
  ]);
  const { allowed, limitPerExpense, limitPerMonth } = settings;
  return { allowed, limitPerExpense, limitPerMonth, month, usedInMonth };
}

/**
 * Declares an expense without a receipt (docs/adr/0026): refused where the company does not
 * allow it (403) or above its limit per expense or the month's (400). The expense, its generated
 * PDF and the declaration are written together or not at all; the PDF's bytes are removed again
 * when the transaction fails after they were stored.
 */
export async function declareReceiptLessExpense(
  { db, storage, clock, logger }: ServiceDeps,
  actor: Actor,
  { body }: { body: CreateReceiptLessExpense },
): Promise<Expense> {
  const expenseId = randomUUID();
  const storageKey = receiptKey(actor.companyId, expenseId);
  let stored = false;
  try {
    return await db.transaction(async (tx) => {
      await lockUserDeclarations(tx, actor.companyId, actor.userId);
      const settings = await readSettings(tx, actor.companyId);
      const used = await receiptLessSumOfMonth(tx, actor.companyId, actor.userId, periodOfDate(body.date));
      const refusal = receiptLessRefusal(settings, body.originalCost, used);
      if (refusal) throw new AppError(refusal.code, refusal.parameter);
      const assuredAt = clock();
      const facts = { what: body.what, where: body.where, reason: body.reason, assuredAt };
      const expense = await insertDeclaredExpense(
        tx,
        actor,
        {
          id: expenseId,
          date: body.date,
          originalCost: body.originalCost,
          tripToWork: body.tripToWork,
          type: body.type,
          description: body.what,
        },
        assuredAt,
        async (declared) => {
          const bytes = await renderDeclarationPdf(declared, facts);
          const tempPath = path.join(storage.tempDir, `${randomUUID()}.part`);
          await writeFile(tempPath, bytes);
          await storage.put(storageKey, tempPath, 'application/pdf');
          stored = true;
          return {
            originalName: `eigenbeleg-${body.date}.pdf`,
            mimeType: 'application/pdf',
            size: bytes.byteLength,
            sha256: createHash('sha256').update(bytes).digest('hex'),
            storageKey,
          };
        },
      );
      await insertDeclaration(tx, actor.companyId, {
        expenseId,
        userId: actor.userId,
        what: body.what,
        place: body.where,
        reason: body.reason,
        assuredAt,
      });
      return expense;
    });
  } catch (error) {
    if (stored)
      await storage
        .delete(storageKey)
        .catch((e: unknown) => logger.warn({ err: e, storageKey }, 'orphan declaration not removed'));
    throw error;
  }
}
