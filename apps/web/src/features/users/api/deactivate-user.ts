import { type DeactivateUserRequest, type ManagedUser, userAdminCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreUser } from '../hooks/use-store-user';

/** PATCH /user/{id}/deactivate */
export function deactivateUser(id: string, body: DeactivateUserRequest): Promise<ManagedUser> {
  return api.call(userAdminCalls.deactivate, { params: { id }, body });
}

export function useDeactivateUser(id: string) {
  const store = useStoreUser();
  return useMutation({ mutationFn: (body: DeactivateUserRequest) => deactivateUser(id, body), onSuccess: store });
}
