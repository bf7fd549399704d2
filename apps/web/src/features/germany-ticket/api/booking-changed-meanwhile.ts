import type { AdminBooking } from '@mobilo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { changedMeanwhile } from '../../../lib/changed-meanwhile';
import { i18n } from '../../../lib/i18n';
import { monthName } from '../components/ticket-format';
import { ticketKeys } from './keys';

const column = (key: 'name' | 'status' | 'months') => i18n.t(`bookings.columns.${key}`, { ns: 'germany-ticket' });

/** A booking decision answers a stale version with the booking as decided meanwhile. */
export function bookingChangedMeanwhile(queryClient: QueryClient) {
  return changedMeanwhile<AdminBooking>({
    fields: (booking, f) => [
      { label: column('name'), value: `${booking.firstName} ${booking.lastName}` },
      { label: column('status'), value: i18n.t(`status.${booking.status}`, { ns: 'germany-ticket' }) },
      {
        label: column('months'),
        value: booking.endMonth
          ? `${monthName(f, booking.startMonth)} – ${monthName(f, booking.endMonth)}`
          : monthName(f, booking.startMonth),
      },
    ],
    reload: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
