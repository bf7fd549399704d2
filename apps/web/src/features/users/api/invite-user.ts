import { type ManagedUser, userAdminCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreUser } from '../hooks/use-store-user';

/** PATCH /user/{id}/invite: the first invitation mail of a created user. */
export function inviteUser(id: string): Promise<ManagedUser> {
  return api.call(userAdminCalls.invite, { params: { id } });
}

export function useInviteUser(id: string) {
  const store = useStoreUser();
  return useMutation({ mutationFn: () => inviteUser(id), onSuccess: store });
}
