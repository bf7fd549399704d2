import type { Expense } from '@mobilo/contract';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useChangeExpenseStatus } from '../api/change-expense-status';
import '../expenses-texts';

/** Submit or withdraw with the success notice; errors are announced by the query client. */
export function useStatusAction() {
  const { t } = useTranslation('expenses');
  const mutation = useChangeExpenseStatus();
  const run = async (expense: Pick<Expense, 'id'>, action: 'submit' | 'withdraw') => {
    const updated = await mutation.mutateAsync({ id: expense.id, action });
    notifications.show({
      color: 'success',
      message: t(action === 'submit' ? 'notices.submitted' : 'notices.withdrawn'),
      autoClose: 5000,
    });
    return updated;
  };
  return {
    run: (expense: Pick<Expense, 'id'>, action: 'submit' | 'withdraw') => run(expense, action).catch(() => undefined),
    runOrThrow: run,
    busyId: mutation.isPending ? (mutation.variables?.id ?? null) : null,
  };
}
