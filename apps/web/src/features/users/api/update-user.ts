import { managedUserSchema, type ManagedUser, type UpdateUserRequest } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useStoreUser } from '../hooks/use-store-user';

/** PUT /user/{id} */
export function updateUser(id: string, body: UpdateUserRequest): Promise<ManagedUser> {
  return apiClient.put(`/user/${encodeURIComponent(id)}`, body, { schema: managedUserSchema });
}

export function useUpdateUser(id: string) {
  const store = useStoreUser();
  return useMutation({ mutationFn: (body: UpdateUserRequest) => updateUser(id, body), onSuccess: store });
}
