import { type DeactivateUserRequest, type ManagedUser, userAdminCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreUser } from '../hooks/use-store-user';
import { userChangedMeanwhile } from '../hooks/user-changed-meanwhile';

/** PATCH /user/{id}/deactivate */
export function deactivateUser(id: string, version: number, body: DeactivateUserRequest): Promise<ManagedUser> {
  return api.call(userAdminCalls.deactivate, { params: { id }, body, version });
}

export function useDeactivateUser(id: string) {
  const store = useStoreUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, body }: { version: number; body: DeactivateUserRequest }) =>
      deactivateUser(id, version, body),
    onSuccess: store,
    meta: { changedMeanwhile: userChangedMeanwhile(queryClient) },
  });
}
