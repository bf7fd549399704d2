import { type ManagedUser, type ReactivateUserRequest, userAdminCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreUser } from '../hooks/use-store-user';

/** PATCH /user/{id}/reactivate */
export function reactivateUser(id: string, body: ReactivateUserRequest): Promise<ManagedUser> {
  return api.call(userAdminCalls.reactivate, { params: { id }, body });
}

export function useReactivateUser(id: string) {
  const store = useStoreUser();
  return useMutation({ mutationFn: (body: ReactivateUserRequest) => reactivateUser(id, body), onSuccess: store });
}
