import { isAwaitingReview, type ReviewExpense } from '@mobilo/contract';

/** The expense before or after `currentId` in one user's shown list; null at either end or when not shown. */
export function neighbourExpense(
  shown: readonly ReviewExpense[],
  currentId: string,
  delta: 1 | -1,
): ReviewExpense | null {
  const index = shown.findIndex((e) => e.id === currentId);
  if (index < 0) return null;
  return shown[index + delta] ?? null;
}

/** Where the arrows enter a user's card: the first shown expense going down, the last going up. */
export function entryExpense(shown: readonly ReviewExpense[], delta: 1 | -1): ReviewExpense | null {
  return (delta === 1 ? shown[0] : shown[shown.length - 1]) ?? null;
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
