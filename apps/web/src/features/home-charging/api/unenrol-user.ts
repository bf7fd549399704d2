import { type HomeChargingUser, homeChargingCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chargingKeys } from './keys';

/** DELETE /api/v3/home-charging/users/{userId} */
export function unenrolUser(userId: string): Promise<HomeChargingUser> {
  return api.call(homeChargingCalls.unenrol, { params: { userId } });
}

export function useUnenrolUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unenrolUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chargingKeys.users() }),
  });
}
