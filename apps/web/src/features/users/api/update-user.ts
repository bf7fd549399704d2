import { type ManagedUser, type UpdateUserRequest, userAdminCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreUser } from '../hooks/use-store-user';

/** PUT /user/{id} */
export function updateUser(id: string, body: UpdateUserRequest): Promise<ManagedUser> {
  return api.call(userAdminCalls.update, { params: { id }, body });
}

export function useUpdateUser(id: string) {
  const store = useStoreUser();
  return useMutation({ mutationFn: (body: UpdateUserRequest) => updateUser(id, body), onSuccess: store });
}
