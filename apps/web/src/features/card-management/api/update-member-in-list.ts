import type { CardMember } from '@mobilo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { cardMemberKeys } from './keys';

/** Every member call answers the member as it is now: it replaces its row, without reading the list again. */
export function updateMemberInList(queryClient: QueryClient, member: CardMember) {
  queryClient.setQueryData<CardMember[]>(cardMemberKeys.list(), (members) =>
    members?.map((row) => (row.userId === member.userId ? member : row)),
  );
}
