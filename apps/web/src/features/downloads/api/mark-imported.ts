import { type Download, downloadCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadsQueryKey } from './list-downloads';
import { periodExportsKey } from './get-period-exports';

/** PATCH /api/v3/downloads/{id}/imported: payroll has the file. */
export function markImported(id: string): Promise<Download> {
  return api.call(downloadCalls.markImported, { params: { id } });
}

/** The Downloads page and the period's history both show the import. */
export function useMarkImported() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (download: Pick<Download, 'id'>) => markImported(download.id),
    onSuccess: (download) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: downloadsQueryKey }),
        queryClient.invalidateQueries({ queryKey: periodExportsKey(download.period) }),
      ]),
  });
}
