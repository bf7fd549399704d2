import { Badge, type MantineColor } from '@mantine/core';
import type { BookingStatus, GermanyTicketBooking } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import '../germany-ticket-texts';
import { lastValidDay, neverRan } from './ticket-format';

const colours: Record<BookingStatus, MantineColor> = {
  REQUESTED: 'warning',
  ORDERED: 'secondary',
  ACTIVE: 'success',
  CANCELLED: 'gray',
  DECLINED: 'danger',
};

/** The booking's status; a cancelled ticket says until when it is valid. */
export function BookingStatusBadge({
  booking,
}: {
  booking: Pick<GermanyTicketBooking, 'status' | 'startMonth' | 'endMonth'>;
}) {
  const { t } = useTranslation('germany-ticket');
  const f = useFormat();
  const label =
    booking.status !== 'CANCELLED' || booking.endMonth === null
      ? t(`status.${booking.status}`)
      : neverRan(booking)
        ? t('status.withdrawn')
        : t('status.endsOn', { date: lastValidDay(f, booking.endMonth) });
  return (
    <Badge color={colours[booking.status]} variant="light" tt="none" data-testid="booking-status">
      {label}
    </Badge>
  );
}
