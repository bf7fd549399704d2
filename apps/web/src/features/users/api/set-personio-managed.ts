import { personioCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

/** PATCH /integrations/personio/user/{id}: the HR sync leaves (or keeps) this user. */
export function setPersonioManaged(id: string, managedByHand: boolean) {
  return api.call(personioCalls.setManagedByHand, { params: { id }, body: { managedByHand } });
}

export function useSetPersonioManaged(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (managedByHand: boolean) => setPersonioManaged(id, managedByHand),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.detail(id) }),
  });
}
