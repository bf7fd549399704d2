import type { ReviewExpense } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useCheckExpense } from '../api/check-expense';
import { useMarkExpense } from '../api/mark-expense';
import '../audit-texts';

/**
 * Check and mark as toggles with their notices. Each answers the changed expense, or null when
 * the call failed (the query client has announced the error).
 */
export function useReviewActions() {
  const { t } = useTranslation('audit');
  const check = useCheckExpense();
  const mark = useMarkExpense();

  const toggleCheck = async (
    expense: Pick<ReviewExpense, 'id' | 'version' | 'isChecked'>,
  ): Promise<ReviewExpense | null> => {
    try {
      const changed = await check.mutateAsync({
        id: expense.id,
        version: expense.version,
        checked: !expense.isChecked,
      });
      notifySuccess(t(changed.isChecked ? 'notices.checked' : 'notices.unchecked'));
      return changed;
    } catch {
      return null;
    }
  };
  const toggleMark = async (
    expense: Pick<ReviewExpense, 'id' | 'version' | 'isMarked'>,
  ): Promise<ReviewExpense | null> => {
    try {
      const changed = await mark.mutateAsync({ id: expense.id, version: expense.version, marked: !expense.isMarked });
      notifySuccess(t(changed.isMarked ? 'notices.marked' : 'notices.unmarked'));
      return changed;
    } catch {
      return null;
    }
  };
  const busyId = check.isPending ? check.variables?.id : mark.isPending ? mark.variables?.id : undefined;
  return { toggleCheck, toggleMark, busyId: busyId ?? null };
}
