import type { Expense, SaveExpenseRequest } from '@mobilo/contract';
import { deleteQueuedExpense, getQueuedExpense, putQueuedExpense, queuedExpensesOf } from './expense-queue-store';
import { fileOf, outcomeOf, type QueuedExpense } from './queued-expense';

/** The calls a queued expense needs; the app passes the API's fetchers, tests pass fakes. */
export interface QueueSender {
  create(body: SaveExpenseRequest, idempotencyKey: string): Promise<Expense>;
  upload(id: string, file: Blob, idempotencyKey: string): Promise<Expense>;
  submit(id: string): Promise<Expense>;
}

/**
 * `sent` — the expense and its receipt arrived, the item is gone; `waiting` — no answer, it stays;
 * `signed-out` — the session ended, it stays for its user; `task` — refused, the employee acts;
 * `busy` — another tab is sending it right now; `gone` — another tab sent or discarded it.
 */
export type SendResult = 'sent' | 'waiting' | 'signed-out' | 'task' | 'busy' | 'gone';

/**
 * Runs `work` while this tab holds the item's Web Lock; when another tab holds it, nothing runs.
 * Browsers without Web Locks rely on the idempotency keys alone: a second send is answered with
 * the first answer and creates nothing.
 */
async function withItemLock(id: string, work: () => Promise<SendResult>): Promise<SendResult> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  return locks.request(`mobilo-expense-queue:${id}`, { ifAvailable: true }, (lock) =>
    lock ? work() : Promise.resolve<SendResult>('busy'),
  );
}

/** Sends one waiting expense of the user: create, then the receipt, each under its kept key. */
export function sendQueuedExpense(userId: string, id: string, sender: QueueSender): Promise<SendResult> {
  return withItemLock(id, async () => {
    // Read again under the lock: another tab may have sent it since this one listed it.
    const item = await getQueuedExpense(userId, id);
    if (!item) return 'gone';
    if (item.problem) return 'task';
    return sendSteps(item, sender);
  });
}

async function sendSteps(item: QueuedExpense, sender: QueueSender): Promise<SendResult> {
  let current = item;
  let answer: Expense | null = null;
  try {
    if (!current.expenseId) {
      answer = await sender.create(current.body, current.createKey);
      // Kept at once: should the upload fail, the next send only uploads.
      current = { ...current, expenseId: answer.id };
      await putQueuedExpense(current);
    }
    if (current.receipt) answer = await sender.upload(current.expenseId!, fileOf(current.receipt), current.uploadKey);
  } catch (error) {
    const outcome = outcomeOf(error);
    if (outcome.kind === 'task') {
      await putQueuedExpense({ ...current, problem: outcome.problem });
      return 'task';
    }
    return outcome.kind;
  }
  await deleteQueuedExpense(current.userId, current.id);
  // The expense has arrived; a submit that fails leaves it saved, where its own button submits it.
  if (current.submit && answer?.status !== 'SUBMITTED') await sender.submit(current.expenseId!).catch(() => undefined);
  return 'sent';
}

/** Sends the user's waiting expenses, oldest first; stops at the first that finds no connection. */
export async function sendWaitingExpenses(
  userId: string,
  sender: QueueSender,
): Promise<{ sent: number; tasks: number }> {
  let sent = 0;
  let tasks = 0;
  for (const item of await queuedExpensesOf(userId)) {
    if (item.problem) continue;
    const result = await sendQueuedExpense(userId, item.id, sender);
    if (result === 'sent') sent += 1;
    if (result === 'task') tasks += 1;
    if (result === 'waiting' || result === 'signed-out') break;
  }
  return { sent, tasks };
}
