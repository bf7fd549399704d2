import { homeChargingCalls, type UserImportResponse } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chargingKeys } from './keys';

/** POST /api/v3/home-charging/users/import: every line or none, with a report per line. */
export function importChargingUsers(body: { fileName?: string; content: string }): Promise<UserImportResponse> {
  return api.call(homeChargingCalls.importUsers, { body });
}

export function useImportChargingUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importChargingUsers,
    onSuccess: (report) => {
      if (report.importedCount > 0) void queryClient.invalidateQueries({ queryKey: chargingKeys.users() });
    },
  });
}
