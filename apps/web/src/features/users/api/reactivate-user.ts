import { managedUserSchema, type ManagedUser, type ReactivateUserRequest } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useStoreUser } from '../hooks/use-store-user';

/** PATCH /user/{id}/reactivate */
export function reactivateUser(id: string, body: ReactivateUserRequest): Promise<ManagedUser> {
  return apiClient.patch(`/user/${encodeURIComponent(id)}/reactivate`, body, { schema: managedUserSchema });
}

export function useReactivateUser(id: string) {
  const store = useStoreUser();
  return useMutation({ mutationFn: (body: ReactivateUserRequest) => reactivateUser(id, body), onSuccess: store });
}
