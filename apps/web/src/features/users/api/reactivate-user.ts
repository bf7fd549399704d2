import { type ManagedUser, type ReactivateUserRequest, userAdminCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreUser } from '../hooks/use-store-user';
import { userChangedMeanwhile } from '../hooks/user-changed-meanwhile';

/** PATCH /user/{id}/reactivate */
export function reactivateUser(id: string, version: number, body: ReactivateUserRequest): Promise<ManagedUser> {
  return api.call(userAdminCalls.reactivate, { params: { id }, body, version });
}

export function useReactivateUser(id: string) {
  const store = useStoreUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, body }: { version: number; body: ReactivateUserRequest }) =>
      reactivateUser(id, version, body),
    onSuccess: store,
    meta: { changedMeanwhile: userChangedMeanwhile(queryClient) },
  });
}
