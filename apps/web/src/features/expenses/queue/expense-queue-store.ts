import type { UseStore } from 'idb-keyval';
import type { QueuedExpense } from './queued-expense';

let store: UseStore | null = null;

/**
 * The store library and the browser's IndexedDB database of waiting expenses, opened on first
 * use; loaded apart, since the employee's home shows before it is read.
 */
async function queueStore() {
  const idb = await import('idb-keyval');
  store ??= idb.createStore('mobilo-expense-queue', 'expenses');
  return { idb, store };
}

/**
 * Entries are keyed by [user id, item id]: a browser that several people sign in to keeps each
 * one's waiting expenses apart, and the app only ever reads those of the signed-in user.
 */
const keyOf = (userId: string, id: string): [string, string] => [userId, id];

export async function putQueuedExpense(item: QueuedExpense): Promise<void> {
  const { idb, store } = await queueStore();
  await idb.set(keyOf(item.userId, item.id), item, store);
}

export async function getQueuedExpense(userId: string, id: string): Promise<QueuedExpense | undefined> {
  const { idb, store } = await queueStore();
  return idb.get<QueuedExpense>(keyOf(userId, id), store);
}

export async function deleteQueuedExpense(userId: string, id: string): Promise<void> {
  const { idb, store } = await queueStore();
  await idb.del(keyOf(userId, id), store);
}

/** The user's waiting expenses, oldest first. */
export async function queuedExpensesOf(userId: string): Promise<QueuedExpense[]> {
  const { idb, store } = await queueStore();
  const all = await idb.entries<[string, string], QueuedExpense>(store);
  return all
    .filter(([key]) => Array.isArray(key) && key[0] === userId)
    .map(([, item]) => item)
    .sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
}

/** For tests: forget the opened store, so a fresh fake IndexedDB is used. */
export function resetQueueStoreForTests(): void {
  store = null;
}
