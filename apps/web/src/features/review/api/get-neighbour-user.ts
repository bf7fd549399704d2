import { type NeighbourUser, reviewCalls } from '@mobilo/contract';
import { api } from '../../../lib/api-client';
import type { UserListQuery } from '../hooks/audit-table-model';

/**
 * GET /api/v3/expenses/users/summaries/neighbour: the next or previous user of the list with a
 * shown expense, with their expenses; asked when the arrow keys cross to a card not loaded yet.
 */
export function getNeighbourUser(
  query: UserListQuery,
  userId: string,
  direction: 'NEXT' | 'PREVIOUS',
): Promise<NeighbourUser> {
  return api.call(reviewCalls.neighbourUser, { query: { ...query, userId, direction } });
}
