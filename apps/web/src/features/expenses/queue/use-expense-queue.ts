import type { SaveExpenseRequest } from '@mobilo/contract';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/auth-context';
import { changeExpenseStatus } from '../api/change-expense-status';
import { uploadExpenseFile } from '../api/expense-file';
import { expenseKeys } from '../api/expense-keys';
import { createExpense } from '../api/save-expense';
import { newIdempotencyKey } from '../hooks/action-keys';
import type { ExpenseFormValues } from '../hooks/expense-form-rules';
import { deleteQueuedExpense, putQueuedExpense } from './expense-queue-store';
import { type QueuedExpense, queuedReceiptOf } from './queued-expense';
import { useQueuedItems } from './use-queued-items';
import { type QueueSender, sendWaitingExpenses } from './send-queued-expense';
import '../expenses-texts';

const sender: QueueSender = {
  create: createExpense,
  upload: uploadExpenseFile,
  submit: (id) => changeExpenseStatus(id, 'submit'),
};

/** What the editor hands over when it cannot send: the form's request, the receipt, the keys made. */
export interface QueueInput {
  body: SaveExpenseRequest;
  values: ExpenseFormValues;
  file: File | null;
  submit: boolean;
  createKey: string;
}

/**
 * Changes to the signed-in employee's expenses waiting in this browser (docs/adr/0028). Only this
 * user's items are written, read and sent, under this user's session; another user's stay
 * untouched until they sign in here again.
 */
export function useQueueActions() {
  const { t } = useTranslation('expenses');
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: expenseKeys.queue(user.id) }),
    [queryClient, user.id],
  );

  const sendNow = useCallback(async () => {
    const { sent } = await sendWaitingExpenses(user.id, sender);
    await refresh();
    if (sent > 0) {
      await queryClient.invalidateQueries({ queryKey: expenseKeys.all });
      notifications.show({ color: 'success', message: t('queue.sent', { count: sent }), autoClose: 5000 });
    }
  }, [queryClient, refresh, t, user.id]);

  const enqueue = useCallback(
    async (input: QueueInput): Promise<QueuedExpense> => {
      const { file, ...rest } = input;
      const item: QueuedExpense = {
        id: newIdempotencyKey(),
        userId: user.id,
        recordedAt: new Date().toISOString(),
        ...rest,
        receipt: file ? await queuedReceiptOf(file) : null,
        uploadKey: newIdempotencyKey(),
        expenseId: null,
        problem: null,
      };
      await putQueuedExpense(item);
      await refresh();
      return item;
    },
    [refresh, user.id],
  );

  const discard = useCallback(
    async (id: string) => {
      await deleteQueuedExpense(user.id, id);
      await refresh();
    },
    [refresh, user.id],
  );

  return { enqueue, discard, sendNow };
}

/** The waiting expenses with the changes to them. */
export function useExpenseQueue() {
  const items = useQueuedItems();
  return { ...useQueueActions(), items: items.data ?? [], loaded: !items.isPending };
}

/**
 * Sends the waiting expenses when the home screen opens and whenever the browser is online again.
 * Mounted once (the employee's home), so one tab runs one sending at a time; other tabs are kept
 * off an item by its lock.
 */
export function useSendWhenOnline(sendNow: () => Promise<void>) {
  useEffect(() => {
    // A pass that fails (no storage, a lost answer) leaves the items as they are for the next one.
    const send = () => void sendNow().catch(() => undefined);
    if (navigator.onLine) send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [sendNow]);
}
