import { germanyTicketCalls, orderListFormats } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile, notifyDownloadError } from '../../../lib/file-download';

type OrderListFormat = (typeof orderListFormats)[number];

/** GET /api/v3/bookings/order-list?month&format: the month's list for the transport company. */
export function downloadOrderList({ month, format }: { month: string; format: OrderListFormat }): Promise<void> {
  const extension = format === 'csv' ? 'csv' : 'xlsx';
  return downloadFile(
    germanyTicketCalls.orderList,
    { query: { month, format } },
    `deutschlandticket-${month}.${extension}`,
  );
}

export function useDownloadOrderList() {
  return useMutation({ mutationFn: downloadOrderList, onError: notifyDownloadError, meta: { notifyOnError: false } });
}
