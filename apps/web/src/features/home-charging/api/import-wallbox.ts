import { homeChargingCalls, type WallboxImport, type WallboxImportResponse } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chargingKeys } from './keys';

/** POST /api/v3/home-charging/my-activities/import: a month from a wallbox's session export, all lines or none. */
export function importWallbox(body: WallboxImport): Promise<WallboxImportResponse> {
  return api.call(homeChargingCalls.importWallbox, { body });
}

export function useImportWallbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importWallbox,
    onSuccess: (report) => {
      if (report.activity) void queryClient.invalidateQueries({ queryKey: chargingKeys.mine() });
    },
  });
}
