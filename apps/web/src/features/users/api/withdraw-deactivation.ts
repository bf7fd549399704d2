import { type ManagedUser, userAdminCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreUser } from '../hooks/use-store-user';
import { userChangedMeanwhile } from '../hooks/user-changed-meanwhile';

/** DELETE /user/{id}/deactivation: withdraws the scheduled deactivation. */
export function withdrawDeactivation(id: string, version: number): Promise<ManagedUser> {
  return api.call(userAdminCalls.withdrawDeactivation, { params: { id }, version });
}

export function useWithdrawDeactivation(id: string) {
  const store = useStoreUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version }: { version: number }) => withdrawDeactivation(id, version),
    onSuccess: store,
    meta: { changedMeanwhile: userChangedMeanwhile(queryClient) },
  });
}
