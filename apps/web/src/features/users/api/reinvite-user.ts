import { type ManagedUser, userAdminCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreUser } from '../hooks/use-store-user';

/** PATCH /user/{id}/reinvite: a new invitation link for an invited user; the older one stops working. */
export function reinviteUser(id: string): Promise<ManagedUser> {
  return api.call(userAdminCalls.reinvite, { params: { id } });
}

export function useReinviteUser(id: string) {
  const store = useStoreUser();
  return useMutation({ mutationFn: () => reinviteUser(id), onSuccess: store });
}
