import type { ManagedUser } from '@mobilo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../api/keys';

/** After a change: the answer replaces the user's detail, and the lists (names, status) reload. */
export function useStoreUser() {
  const queryClient = useQueryClient();
  return (user: ManagedUser) => {
    queryClient.setQueryData(userKeys.detail(user.id), user);
    void queryClient.invalidateQueries({ queryKey: userKeys.lists() });
  };
}
