import type { ReviewExpense } from '@mobilo/contract';
import { useHotkeys } from '@mantine/hooks';
import { hotkeysOf, type KeyShortcuts } from '../../../lib/hotkeys';

export interface ReviewKeyHandlers {
  onReject: () => void;
  onToggleCheck: () => void;
  onToggleMark: () => void;
  onNext: () => void;
  onPrevious: () => void;
  onClose: () => void;
}

type ReviewState = Pick<ReviewExpense, 'isChecked' | 'isMarked' | 'reviewAbilities'>;

/**
 * Spec §4 "Keyboard": Z rejects (unless marked), Enter checks (unless marked), Y marks (unless
 * checked), the vertical arrows step across users, Esc closes. Actions the server does not allow
 * the viewer are left out as well.
 */
export function reviewShortcuts(expense: ReviewState | null, handlers: ReviewKeyHandlers): KeyShortcuts {
  const shortcuts: KeyShortcuts = {
    ArrowDown: handlers.onNext,
    ArrowUp: handlers.onPrevious,
    Escape: handlers.onClose,
  };
  if (!expense) return shortcuts;
  const can = expense.reviewAbilities;
  if (!expense.isMarked && can.canReject) shortcuts.z = handlers.onReject;
  if (!expense.isMarked && (expense.isChecked ? can.canUncheck : can.canCheck))
    shortcuts.Enter = handlers.onToggleCheck;
  if (!expense.isChecked && (expense.isMarked ? can.canUnmark : can.canMark)) shortcuts.y = handlers.onToggleMark;
  return shortcuts;
}

/** Active while an expense is open and neither its edit form nor a dialog is. */
export function useReviewKeys(enabled: boolean, expense: ReviewState | null, handlers: ReviewKeyHandlers) {
  useHotkeys(hotkeysOf(enabled, reviewShortcuts(expense, handlers)));
}
