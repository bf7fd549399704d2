import { germanyTicketCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile, notifyDownloadError } from '../../../lib/file-download';

/** GET /api/v3/bookings/{id}/ticket: an employee's delivered ticket, for the admin. */
export function downloadTicketFile(id: string): Promise<void> {
  return downloadFile(germanyTicketCalls.ticketFile, { params: { id } }, 'deutschlandticket');
}

export function useDownloadTicketFile() {
  return useMutation({ mutationFn: downloadTicketFile, onError: notifyDownloadError, meta: { notifyOnError: false } });
}
