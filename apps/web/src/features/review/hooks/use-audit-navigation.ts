import type { ReviewExpense, UserSummary, UserWithExpenses } from '@mobilo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import { getNeighbourUser } from '../api/get-neighbour-user';
import { auditUserKey } from '../api/get-user-expenses';
import { type AuditFilter, type AuditSort, shownExpenses, type UserListQuery } from './audit-table-model';
import { entryExpense, neighbourExpense, nextToReview } from './review-navigation';

export interface AuditNavigationInput {
  query: UserListQuery;
  filter: AuditFilter;
  sort: AuditSort;
  /** The summaries loaded so far, in the list's order. */
  users: readonly UserSummary[];
  /** Loads further pages until the list holds `position` (0-based). */
  loadUntil: (position: number) => Promise<void>;
  open: (expenseId: string) => void;
  openExpense: Pick<ReviewExpense, 'id' | 'user'> | null;
}

/**
 * The arrow keys' way through the audit list: expense after expense of a card, then into the next
 * (or previous) shown user's card. A card loaded already is entered at once; otherwise the server
 * names the neighbouring user, wherever their page is, and their expenses come with the answer.
 * Keys pressed while the server is asked are gathered, and the walk jumps to where they lead.
 */
export function useAuditNavigation({ query, filter, sort, users, loadUntil, open, openExpense }: AuditNavigationInput) {
  const queryClient = useQueryClient();
  const shownOf = (userId: string) => {
    const entry = queryClient.getQueryData<UserWithExpenses>(auditUserKey(query.month, userId));
    return entry ? shownExpenses(entry.expenses, filter, sort) : null;
  };
  const position = useRef<{ id: string; userId: string } | null>(null);
  // Steps asked for and not yet taken (negative: upwards), and whether they are being taken.
  const pending = useRef(0);
  const walking = useRef(false);
  useLayoutEffect(() => {
    // While keys are being taken, the walk knows better where it stands than the shown expense.
    if (walking.current) return;
    position.current = openExpense ? { id: openExpense.id, userId: openExpense.user.id } : null;
  }, [openExpense]);

  const neighbourOf = async (from: { id: string; userId: string }, delta: 1 | -1): Promise<ReviewExpense | null> => {
    const shown = shownOf(from.userId);
    const within = shown ? neighbourExpense(shown, from.id, delta) : null;
    if (within) return within;
    const index = users.findIndex((summary) => summary.user.id === from.userId);
    for (let i = index + delta; index >= 0 && i >= 0 && i < users.length; i += delta) {
      if (users[i]!.counts.matching === 0) continue;
      const cached = shownOf(users[i]!.user.id);
      if (cached === null) break;
      const entered = entryExpense(cached, delta);
      if (entered) return entered;
    }
    const answer = await getNeighbourUser(query, from.userId, delta === 1 ? 'NEXT' : 'PREVIOUS');
    if (!answer.entry || answer.position === null) return null;
    queryClient.setQueryData(auditUserKey(query.month, answer.entry.user.id), answer.entry);
    await loadUntil(answer.position);
    return entryExpense(shownExpenses(answer.entry.expenses, filter, sort), delta);
  };

  /**
   * Takes the steps asked for, each from where the last one went, and opens only where the walk
   * ends: a held arrow key that waits for the server at a user's border jumps to the last expense
   * asked for instead of showing every one on the way.
   */
  const walk = async () => {
    walking.current = true;
    let reached: ReviewExpense | null = null;
    try {
      while (pending.current !== 0 && position.current) {
        const delta = pending.current > 0 ? 1 : -1;
        pending.current -= delta;
        const target = await neighbourOf(position.current, delta);
        if (!target) break;
        position.current = { id: target.id, userId: target.user.id };
        reached = target;
      }
    } catch {
      // The query client has announced the failed call; the walk stops where it stood.
    } finally {
      pending.current = 0;
      walking.current = false;
    }
    if (reached) open(reached.id);
  };

  const step = (delta: 1 | -1) => {
    pending.current += delta;
    if (!walking.current) void walk();
  };

  /** Whether the panel's arrows lead anywhere: within the card, to a loaded card, or maybe further. */
  const canStep = (delta: 1 | -1, hasMorePages: boolean) => {
    if (!openExpense) return false;
    const shown = shownOf(openExpense.user.id);
    if (shown && neighbourExpense(shown, openExpense.id, delta)) return true;
    const index = users.findIndex((summary) => summary.user.id === openExpense.user.id);
    if (index < 0) return false;
    const others = delta === 1 ? users.slice(index + 1) : users.slice(0, index);
    return others.some((summary) => summary.counts.matching > 0) || (delta === 1 && hasMorePages);
  };

  /** After a check or a rejection the next expense of the same user that still awaits review opens. */
  const openNextOfUser = (done: ReviewExpense) => {
    if (position.current?.id !== done.id) return;
    const following = nextToReview(shownOf(done.user.id) ?? [], done.id);
    if (following) open(following.id);
  };

  return { step, canStep, openNextOfUser };
}
