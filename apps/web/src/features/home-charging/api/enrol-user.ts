import { type Enrolment, type HomeChargingUser, homeChargingCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { enrolmentChangedMeanwhile } from './enrolment-changed-meanwhile';
import { chargingKeys } from './keys';

/** PUT /api/v3/home-charging/users/{userId}: the body names the version of the enrolment read. */
export function enrolUser({ userId, body }: { userId: string; body: Enrolment }): Promise<HomeChargingUser> {
  return api.call(homeChargingCalls.enrol, { params: { userId }, body });
}

export function useEnrolUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrolUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chargingKeys.users() }),
    meta: { changedMeanwhile: enrolmentChangedMeanwhile(queryClient) },
  });
}
