import type { ReviewExpense } from '@mobilo/contract';

/** One shown user's expenses in the order of the table. */
export interface ShownUser {
  userId: string;
  expenses: readonly ReviewExpense[];
}

/** The arrow keys' order: every shown expense, user after user (hidden users are not in `shown`). */
export function navigationOrder(shown: readonly ShownUser[]): ReviewExpense[] {
  return shown.flatMap((user) => user.expenses);
}

/** The expense before or after `currentId`, crossing users; null at either end or when not shown. */
export function neighbourExpense(
  order: readonly ReviewExpense[],
  currentId: string,
  delta: 1 | -1,
): ReviewExpense | null {
  const index = order.findIndex((e) => e.id === currentId);
  if (index < 0) return null;
  return order[index + delta] ?? null;
}

export function isAwaitingReview(expense: Pick<ReviewExpense, 'status' | 'isChecked' | 'isMarked'>): boolean {
  return expense.status === 'SUBMITTED' && !expense.isChecked && !expense.isMarked;
}

/**
 * After a check or a rejection: the next unchecked, unmarked, submitted expense of the same user,
 * looking after the current one first and then from the top; null when none is left.
 */
export function nextToReview(userExpenses: readonly ReviewExpense[], currentId: string): ReviewExpense | null {
  const index = userExpenses.findIndex((e) => e.id === currentId);
  const rotated = index < 0 ? userExpenses : [...userExpenses.slice(index + 1), ...userExpenses.slice(0, index)];
  return rotated.find((e) => e.id !== currentId && isAwaitingReview(e)) ?? null;
}
