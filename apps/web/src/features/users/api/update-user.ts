import { type ManagedUser, type UpdateUserRequest, userAdminCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreUser } from '../hooks/use-store-user';
import { userChangedMeanwhile } from '../hooks/user-changed-meanwhile';

/** PUT /user/{id} */
export function updateUser(id: string, version: number, body: UpdateUserRequest): Promise<ManagedUser> {
  return api.call(userAdminCalls.update, { params: { id }, body, version });
}

export function useUpdateUser(id: string) {
  const store = useStoreUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, body }: { version: number; body: UpdateUserRequest }) => updateUser(id, version, body),
    onSuccess: store,
    meta: { changedMeanwhile: userChangedMeanwhile(queryClient) },
  });
}
