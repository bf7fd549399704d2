import { germanyTicketCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile, notifyDownloadError } from '../../../lib/file-download';

/** GET /api/v3/bookings/my-ticket/{id}/ticket: the employee's own ticket, saved as a file. */
export function downloadMyTicket(id: string): Promise<void> {
  return downloadFile(germanyTicketCalls.myTicketFile, { params: { id } }, 'deutschlandticket');
}

export function useDownloadMyTicket() {
  return useMutation({ mutationFn: downloadMyTicket, onError: notifyDownloadError, meta: { notifyOnError: false } });
}
