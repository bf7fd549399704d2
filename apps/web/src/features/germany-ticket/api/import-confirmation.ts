import { germanyTicketCalls, type ImportConfirmationResponse } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketKeys } from './keys';

/** POST /api/v3/bookings/confirmation: the file's text; all lines or none are imported. */
export function importConfirmation(body: { fileName?: string; content: string }): Promise<ImportConfirmationResponse> {
  return api.call(germanyTicketCalls.importConfirmation, { body });
}

export function useImportConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importConfirmation,
    onSuccess: (report) =>
      report.importedCount > 0 ? queryClient.invalidateQueries({ queryKey: ticketKeys.all }) : undefined,
  });
}
