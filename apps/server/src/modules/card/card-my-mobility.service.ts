import { fromCents, toCents, type MyCardTransaction, type MyMobilityCard } from '@mobilo/contract';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError, notFound } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import { cardReceiptKey } from '../../platform/files/storage-keys';
import type { ReceivedUpload } from '../../platform/files/multipart';
import type { Actor } from '../../platform/request-context';
import { removeBlobs } from '../expenses/expense-files.service';
import { presentMyCardTransaction } from './card-my-mobility.presenter';
import {
  findReceiptsRequired,
  findTransaction,
  listCardsOfUser,
  listTransactionsOfUser,
  type MyCardTransactionRow,
  setTransactionReceipt,
  sumCardMoney,
} from './card-my-mobility.repository';
import { requireCardModule } from './card-programme.policy';

/** The payments /card-my-mobility lists; older ones stay in the issuer's statements. */
const TRANSACTIONS_SHOWN = 200;

/** GET /api/v3/card/my-mobility: the signed-in employee's card, balance, month's load and payments. */
export async function getMyMobilityCard(
  { db, clock }: ServiceDeps,
  actor: Actor,
  _input: object,
): Promise<MyMobilityCard> {
  await requireCardModule(db, actor.companyId);
  const month = clock().toISOString().slice(0, 7);
  const [cardRows, receiptsRequired, transactions] = await Promise.all([
    listCardsOfUser(db, actor.companyId, actor.userId),
    findReceiptsRequired(db, actor.companyId),
    listTransactionsOfUser(db, actor.companyId, actor.userId, TRANSACTIONS_SHOWN),
  ]);
  const money = await sumCardMoney(
    db,
    actor.companyId,
    cardRows.map((card) => card.id),
    month,
  );
  const card = cardRows[0];
  return {
    card: card
      ? {
          id: card.id,
          status: card.status,
          maskedNumber: card.maskedNumber,
          category: card.category === 'PHYSICAL' ? 'PHYSICAL' : 'VIRTUAL',
        }
      : null,
    balance: fromCents(Math.max(0, toCents(money.loaded) - toCents(money.spent))),
    month,
    monthLoad: money.monthLoad,
    transactions: transactions.map((row) => presentMyCardTransaction(row, receiptsRequired)),
  };
}

/** Another user's payment is as unknown as another company's. */
function requireOwnTransaction(row: MyCardTransactionRow | null, actor: Actor): MyCardTransactionRow {
  if (!row || row.userId !== actor.userId) throw notFound('cardTransaction');
  return row;
}

/**
 * Stores the employee's receipt of a card payment the company asks one for. The file is checked
 * by content (PDF, PNG, JPEG) as an expense's receipt is, stored before the row points at it, and
 * the replaced file is removed only after the commit.
 */
export async function uploadCardReceipt(
  deps: ServiceDeps,
  actor: Actor,
  { id, receive }: { id: string; receive: (tempDir: string) => Promise<ReceivedUpload> },
): Promise<MyCardTransaction> {
  const { db, storage, logger, clock } = deps;
  await requireCardModule(db, actor.companyId);
  const receiptsRequired = await findReceiptsRequired(db, actor.companyId);
  const check = (row: MyCardTransactionRow | null) => {
    const own = requireOwnTransaction(row, actor);
    if (!presentMyCardTransaction(own, receiptsRequired).isReceiptUploadable) {
      throw new AppError('CARD_RECEIPT_NOT_ASKED');
    }
    return own;
  };
  check(await findTransaction(db, actor.companyId, id));
  const upload = await receive(storage.tempDir);
  const key = cardReceiptKey(actor.companyId, id);
  await storage.put(key, upload.tempPath, upload.mimeType);
  let replacedKey: string | null;
  try {
    replacedKey = await db.transaction(async (tx) => {
      const row = check(await findTransaction(tx, actor.companyId, id, { lock: true }));
      await setTransactionReceipt(tx, actor.companyId, id, {
        key,
        name: upload.originalName,
        mimeType: upload.mimeType,
        size: upload.size,
        uploadedAt: clock(),
      });
      await recordAuditEvent(tx, actor.companyId, {
        actorId: actor.userId,
        action: 'card.transaction-receipt-uploaded',
        subjectType: 'card-transaction',
        subjectId: id,
        data: { name: upload.originalName, size: upload.size, sha256: upload.sha256 },
      });
      return row.receiptFileKey;
    });
  } catch (error) {
    await removeBlobs(storage, [key], logger);
    throw error;
  }
  if (replacedKey) await removeBlobs(storage, [replacedKey], logger);
  return presentMyCardTransaction(
    requireOwnTransaction(await findTransaction(db, actor.companyId, id), actor),
    receiptsRequired,
  );
}

/** GET …/transactions/{id}/receipt: the employee's own receipt of a card payment. */
export async function openMyCardReceipt({ db, storage }: ServiceDeps, actor: Actor, { id }: { id: string }) {
  await requireCardModule(db, actor.companyId);
  const row = requireOwnTransaction(await findTransaction(db, actor.companyId, id), actor);
  if (!row.receiptFileKey) throw new AppError('CARD_RECEIPT_MISSING');
  return {
    fileName: row.receiptFileName ?? 'receipt',
    mimeType: row.receiptMimeType ?? 'application/octet-stream',
    size: row.receiptSize,
    body: await storage.open(row.receiptFileKey),
  };
}
