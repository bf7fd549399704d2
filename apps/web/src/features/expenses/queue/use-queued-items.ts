import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../../../lib/auth-context';
import { expenseKeys } from '../api/expense-keys';
import { queuedExpensesOf } from './expense-queue-store';

/**
 * The signed-in employee's waiting expenses, oldest first, as read from this browser. Kept apart
 * from the sending, so the home reads the list without loading what sends it.
 */
export function useQueuedItems() {
  const user = useSessionUser();
  return useQuery({
    queryKey: expenseKeys.queue(user.id),
    queryFn: () => queuedExpensesOf(user.id),
    // IndexedDB answers without a connection: the list must not pause while the browser is offline.
    networkMode: 'always',
    retry: false,
    // A browser without IndexedDB simply has no queue; nothing to announce.
    meta: { notifyOnError: false },
  });
}
