import { importUsersResponseSchema, type ImportUsersRequest, type ImportUsersResponse } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { userKeys } from './keys';

/** POST /user/import: all rows or none, with a report per row. */
export function importUsers(body: ImportUsersRequest): Promise<ImportUsersResponse> {
  return apiClient.post('/user/import', body, { schema: importUsersResponseSchema });
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
