import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Expense, SaveExpenseRequest } from '@mobilo/contract';
import { ApiError } from '../../../lib/api-client';
import type { ExpenseFormValues } from '../hooks/expense-form-rules';
import {
  deleteQueuedExpense,
  getQueuedExpense,
  putQueuedExpense,
  queuedExpensesOf,
  resetQueueStoreForTests,
} from './expense-queue-store';
import { isStorageFull, outcomeOf, type QueuedExpense, queuedReceiptOf } from './queued-expense';
import { type QueueSender, sendQueuedExpense, sendWaitingExpenses } from './send-queued-expense';

const body = { originalCost: '23.40', date: '2026-11-20', description: 'Taxi' } as unknown as SaveExpenseRequest;
let serial = 0;

function item(overrides: Partial<QueuedExpense> = {}): QueuedExpense {
  serial += 1;
  return {
    id: `item-${serial}`,
    userId: 'anna',
    recordedAt: `2026-11-20T10:00:0${serial % 10}Z`,
    body,
    values: {} as ExpenseFormValues,
    receipt: null,
    submit: false,
    createKey: `create-key-${serial}`,
    uploadKey: `upload-key-${serial}`,
    expenseId: null,
    problem: null,
    ...overrides,
  };
}

/** A server that keeps its answers per key, as the real one does (docs/adr/0028). */
function fakeServer() {
  const created = new Map<string, Expense>();
  const uploads = new Map<string, string>();
  const sender = {
    create: vi.fn(async (_body: SaveExpenseRequest, key: string) => {
      if (!created.has(key)) created.set(key, { id: `expense-${created.size + 1}`, status: 'READY' } as Expense);
      return created.get(key)!;
    }),
    upload: vi.fn(async (id: string, _file: Blob, key: string) => {
      uploads.set(key, id);
      return { id, status: 'READY' } as Expense;
    }),
    submit: vi.fn(async (id: string) => ({ id, status: 'SUBMITTED' }) as Expense),
  } satisfies QueueSender;
  return { sender, created, uploads };
}

const noConnection = () => new ApiError(0, 'NO_CONNECTION');
const pdf = { name: 'r.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('%PDF').buffer };

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  resetQueueStoreForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('the store of waiting expenses', () => {
  it('keeps each user’s items apart and lists them oldest first', async () => {
    const later = item({ recordedAt: '2026-11-21T08:00:00Z' });
    const earlier = item({ recordedAt: '2026-11-20T08:00:00Z' });
    const bens = item({ userId: 'ben' });
    for (const entry of [later, earlier, bens]) await putQueuedExpense(entry);

    expect((await queuedExpensesOf('anna')).map((entry) => entry.id)).toEqual([earlier.id, later.id]);
    expect((await queuedExpensesOf('ben')).map((entry) => entry.id)).toEqual([bens.id]);
    expect(await getQueuedExpense('ben', later.id)).toBeUndefined();
    await deleteQueuedExpense('ben', later.id);
    expect(await queuedExpensesOf('anna')).toHaveLength(2);
  });

  it('keeps the receipt file with the item', async () => {
    const file = new File(['%PDF-1.4 receipt'], 'receipt.pdf', { type: 'application/pdf' });
    const stored = item({ receipt: await queuedReceiptOf(file) });
    await putQueuedExpense(stored);
    const read = await getQueuedExpense('anna', stored.id);
    expect(read?.receipt).toMatchObject({ name: 'receipt.pdf', type: 'application/pdf' });
    expect(new TextDecoder().decode(read!.receipt!.bytes)).toBe('%PDF-1.4 receipt');
  });
});

describe('sending a waiting expense', () => {
  it('creates, uploads under the kept keys and removes the item', async () => {
    const { sender, created } = fakeServer();
    const waiting = item({ receipt: pdf, submit: true });
    await putQueuedExpense(waiting);

    expect(await sendQueuedExpense('anna', waiting.id, sender)).toBe('sent');

    expect(sender.create).toHaveBeenCalledWith(body, waiting.createKey);
    expect(sender.upload).toHaveBeenCalledWith('expense-1', expect.anything(), waiting.uploadKey);
    expect(sender.submit).toHaveBeenCalledWith('expense-1');
    expect(created.size).toBe(1);
    expect(await queuedExpensesOf('anna')).toEqual([]);
  });

  it('sends the same keys again after a lost answer, so the server answers the first expense', async () => {
    const { sender, created } = fakeServer();
    const waiting = item({ receipt: pdf });
    await putQueuedExpense(waiting);
    // The create arrives, its answer does not.
    sender.create.mockImplementationOnce(async (request, key) => {
      created.set(key, { id: 'expense-1', status: 'READY' } as Expense);
      void request;
      throw noConnection();
    });

    expect(await sendQueuedExpense('anna', waiting.id, sender)).toBe('waiting');
    expect(await getQueuedExpense('anna', waiting.id)).toMatchObject({ expenseId: null, problem: null });
    expect(await sendQueuedExpense('anna', waiting.id, sender)).toBe('sent');

    expect(sender.create.mock.calls.map((call) => call[1])).toEqual([waiting.createKey, waiting.createKey]);
    expect(created.size).toBe(1);
  });

  it('remembers the created expense, so a failed upload is retried without a second create', async () => {
    const { sender } = fakeServer();
    const waiting = item({ receipt: pdf });
    await putQueuedExpense(waiting);
    sender.upload.mockRejectedValueOnce(noConnection());

    expect(await sendQueuedExpense('anna', waiting.id, sender)).toBe('waiting');
    expect(await getQueuedExpense('anna', waiting.id)).toMatchObject({ expenseId: 'expense-1' });
    expect(await sendQueuedExpense('anna', waiting.id, sender)).toBe('sent');

    expect(sender.create).toHaveBeenCalledTimes(1);
    expect(sender.upload.mock.calls.map((call) => call[2])).toEqual([waiting.uploadKey, waiting.uploadKey]);
  });

  it('turns a closed month into the task of choosing another month, and sends it no more', async () => {
    const { sender } = fakeServer();
    const waiting = item();
    await putQueuedExpense(waiting);
    sender.create.mockRejectedValueOnce(new ApiError(409, 'PERIOD_CLOSED', '202611'));

    expect(await sendQueuedExpense('anna', waiting.id, sender)).toBe('task');
    expect((await getQueuedExpense('anna', waiting.id))?.problem).toEqual({
      task: 'month',
      errorCode: 'PERIOD_CLOSED',
      parameter: '202611',
    });
    expect(await sendWaitingExpenses('anna', sender)).toEqual({ sent: 0, tasks: 0 });
    expect(sender.create).toHaveBeenCalledTimes(1);
  });

  it('turns a refused field into the task of correcting the expense', async () => {
    const { sender } = fakeServer();
    const waiting = item();
    await putQueuedExpense(waiting);
    sender.create.mockRejectedValueOnce(new ApiError(400, 'INVALID_INPUT', 'originalCost'));

    expect(await sendQueuedExpense('anna', waiting.id, sender)).toBe('task');
    expect((await getQueuedExpense('anna', waiting.id))?.problem).toMatchObject({
      task: 'fix',
      parameter: 'originalCost',
    });
  });

  it('keeps the items of a user whose session ended and stops sending', async () => {
    const { sender } = fakeServer();
    const first = item();
    const second = item();
    await putQueuedExpense(first);
    await putQueuedExpense(second);
    sender.create.mockRejectedValueOnce(new ApiError(401, 'UNAUTHENTICATED'));

    expect(await sendWaitingExpenses('anna', sender)).toEqual({ sent: 0, tasks: 0 });
    expect(sender.create).toHaveBeenCalledTimes(1);
    expect(await queuedExpensesOf('anna')).toHaveLength(2);
  });

  it('sends only the signed-in user’s items', async () => {
    const { sender } = fakeServer();
    await putQueuedExpense(item({ userId: 'ben' }));
    const annas = item();
    await putQueuedExpense(annas);

    expect(await sendWaitingExpenses('anna', sender)).toEqual({ sent: 1, tasks: 0 });
    expect(sender.create).toHaveBeenCalledTimes(1);
    expect(await queuedExpensesOf('ben')).toHaveLength(1);
  });

  it('leaves an item another tab holds the lock of, and finds it gone once that tab sent it', async () => {
    const { sender } = fakeServer();
    const waiting = item();
    await putQueuedExpense(waiting);
    const held = new Set<string>();
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, _options: object, work: (lock: object | null) => Promise<unknown>) => {
          if (held.has(name)) return work(null);
          held.add(name);
          try {
            return await work({ name });
          } finally {
            held.delete(name);
          }
        },
      },
    });
    let release = () => {};
    sender.create.mockImplementationOnce(
      (request, key) =>
        new Promise((resolve) => {
          release = () => resolve({ id: `expense-for-${key}`, status: 'READY', ...request } as unknown as Expense);
        }),
    );

    const firstTab = sendQueuedExpense('anna', waiting.id, sender);
    await vi.waitFor(() => expect(sender.create).toHaveBeenCalledTimes(1));
    expect(await sendQueuedExpense('anna', waiting.id, sender)).toBe('busy');
    release();
    expect(await firstTab).toBe('sent');
    expect(await sendQueuedExpense('anna', waiting.id, sender)).toBe('gone');
    expect(sender.create).toHaveBeenCalledTimes(1);
  });
});

describe('what a failure means', () => {
  it('waits on no answer and on server faults, stops on an ended session, asks the employee otherwise', () => {
    expect(outcomeOf(noConnection())).toEqual({ kind: 'waiting' });
    expect(outcomeOf(new ApiError(503, 'SERVICE_UNAVAILABLE'))).toEqual({ kind: 'waiting' });
    expect(outcomeOf(new TypeError('failed'))).toEqual({ kind: 'waiting' });
    expect(outcomeOf(new ApiError(401, 'UNAUTHENTICATED'))).toEqual({ kind: 'signed-out' });
    expect(outcomeOf(new ApiError(409, 'PERIOD_INVOICED', '202610'))).toMatchObject({ problem: { task: 'month' } });
    expect(outcomeOf(new ApiError(409, 'IDEMPOTENCY_KEY_REUSED'))).toMatchObject({ problem: { task: 'fix' } });
  });

  it('recognises a full storage', () => {
    expect(isStorageFull(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isStorageFull(new DOMException('other', 'InvalidStateError'))).toBe(false);
  });
});
