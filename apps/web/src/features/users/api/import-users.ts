import { type ImportUsersRequest, type ImportUsersResponse, userAdminCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

/** POST /user/import: all rows or none, with a report per row. */
export function importUsers(body: ImportUsersRequest): Promise<ImportUsersResponse> {
  return api.call(userAdminCalls.import, { body });
}

export function useImportUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importUsers,
    onSuccess: (report) => {
      if (report.importedCount > 0) void queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
