import { Badge, type MantineColor } from '@mantine/core';
import { type BookingStatus, cancellationOf, type GermanyTicketBooking } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import '../germany-ticket-texts';
import { lastValidDay } from './ticket-format';

const colours: Record<BookingStatus, MantineColor> = {
  REQUESTED: 'warning',
  ORDERED: 'secondary',
  ACTIVE: 'success',
  CANCELLED: 'gray',
  DECLINED: 'danger',
};

const cancelledLabels = {
  WITHDRAWN: 'status.withdrawn',
  CANCELLED_BEFORE_START: 'status.cancelledBeforeStart',
  ENDS: 'status.endsOn',
} as const;

/**
 * The booking's status; a cancelled ticket says until when it is valid, or that it was cancelled
 * before its start. Only a request nobody ordered reads "withdrawn".
 */
export function BookingStatusBadge({
  booking,
}: {
  booking: Pick<GermanyTicketBooking, 'status' | 'startMonth' | 'endMonth' | 'decidedAt'>;
}) {
  const { t } = useTranslation('germany-ticket');
  const f = useFormat();
  const label =
    booking.status !== 'CANCELLED' || booking.endMonth === null
      ? t(`status.${booking.status}`)
      : t(cancelledLabels[cancellationOf(booking)], { date: lastValidDay(f, booking.endMonth) });
  return (
    <Badge color={colours[booking.status]} variant="light" tt="none" data-testid="booking-status">
      {label}
    </Badge>
  );
}
