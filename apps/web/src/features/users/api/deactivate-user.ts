import { managedUserSchema, type DeactivateUserRequest, type ManagedUser } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useStoreUser } from '../hooks/use-store-user';

/** PATCH /user/{id}/deactivate */
export function deactivateUser(id: string, body: DeactivateUserRequest): Promise<ManagedUser> {
  return apiClient.patch(`/user/${encodeURIComponent(id)}/deactivate`, body, { schema: managedUserSchema });
}

export function useDeactivateUser(id: string) {
  const store = useStoreUser();
  return useMutation({ mutationFn: (body: DeactivateUserRequest) => deactivateUser(id, body), onSuccess: store });
}
