import { Drawer, Text, Timeline } from '@mantine/core';
import type { AdminBooking } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { useFormat } from '../../../lib/format';
import { useBookingHistory } from '../api/get-booking-history';
import '../germany-ticket-texts';
import { lastValidDay, monthName } from './ticket-format';

/** Who did what to a booking, oldest first: request, decision, confirmation, ticket file, cancellation. */
export function BookingHistoryDrawer({ booking, onClose }: { booking: AdminBooking | null; onClose: () => void }) {
  const { t } = useTranslation('germany-ticket');
  const f = useFormat();
  const history = useBookingHistory(booking?.id ?? null);
  const detail = (data: Record<string, unknown> | null) => {
    if (!data) return null;
    if (typeof data.ticketNumber === 'string') return data.ticketNumber;
    if (typeof data.startMonth === 'string') return monthName(f, data.startMonth);
    if (typeof data.endMonth === 'string' && data.status === 'CANCELLED') return lastValidDay(f, data.endMonth);
    if (typeof data.declineReason === 'string') return data.declineReason;
    if (typeof data.name === 'string') return data.name;
    return null;
  };
  return (
    <Drawer
      opened={booking !== null}
      onClose={onClose}
      position="right"
      title={booking ? t('bookings.historyTitle', { name: `${booking.firstName} ${booking.lastName}` }) : ''}
    >
      <LoadState
        isPending={history.isPending}
        isError={history.isError}
        onRetry={() => void history.refetch()}
        size="block"
      >
        {() =>
          history.data!.events.length === 0 ? (
            <Text size="sm">{t('bookings.historyEmpty')}</Text>
          ) : (
            <Timeline bulletSize={14} lineWidth={2} data-testid="booking-history">
              {history.data!.events.map((event, index) => (
                <Timeline.Item
                  key={`${event.at}-${index}`}
                  title={t(`bookings.events.${event.action}` as 'bookings.events.germany-ticket.requested', {
                    defaultValue: event.action,
                  })}
                >
                  {detail(event.data) && <Text size="sm">{detail(event.data)}</Text>}
                  <Text size="xs" c="dimmed">
                    {f.dateTime(event.at)} ·{' '}
                    {event.actorName ? t('bookings.by', { name: event.actorName }) : t('bookings.bySystem')}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          )
        }
      </LoadState>
    </Drawer>
  );
}
