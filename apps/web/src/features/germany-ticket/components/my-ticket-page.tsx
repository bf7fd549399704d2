import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { GermanyTicketBooking, MyTicket } from '@mobilo/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { useFormat } from '../../../lib/format';
import { useMyTicket } from '../api/get-my-ticket';
import '../germany-ticket-texts';
import { BookingStatusBadge } from './booking-status-badge';
import { CurrentTicketCard } from './current-ticket-card';
import { RequestTicketForm } from './request-ticket-form';
import { monthName } from './ticket-format';

/** A booking still waiting, ordered, running, or cancelled to a month not yet over. */
function isCurrent(booking: GermanyTicketBooking, thisMonth: string) {
  if (booking.status === 'DECLINED') return false;
  if (booking.status !== 'CANCELLED') return true;
  return booking.endMonth !== null && booking.endMonth >= thisMonth && booking.endMonth >= booking.startMonth;
}

function EarlierBookings({ bookings }: { bookings: GermanyTicketBooking[] }) {
  const { t } = useTranslation('germany-ticket');
  const f = useFormat();
  if (bookings.length === 0) return null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="earlier-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="earlier-title">
          {t('myTicket.history')}
        </Title>
        {bookings.map((booking) => (
          <Group key={booking.id} justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Text size="sm">{monthName(f, booking.startMonth)}</Text>
              {booking.declineReason && (
                <Text size="xs" c="dimmed">
                  {t('myTicket.declineReason', { reason: booking.declineReason })}
                </Text>
              )}
            </Stack>
            <BookingStatusBadge booking={booking} />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

function MyTicketContent({ ticket }: { ticket: MyTicket }) {
  const { t } = useTranslation('germany-ticket');
  const current = ticket.bookings.find((booking) => isCurrent(booking, ticket.thisMonth));
  const earlier = ticket.bookings.filter((booking) => booking !== current);
  const info = (text: string) => (
    <Alert color="secondary" icon={<IconInfoCircle size={18} />}>
      {text}
    </Alert>
  );
  return (
    <Stack gap="lg">
      {current ? (
        <CurrentTicketCard booking={current} ticket={ticket} />
      ) : !ticket.isOffered ? (
        info(t('myTicket.notOffered'))
      ) : !ticket.isEligible ? (
        info(t('myTicket.notEligible'))
      ) : (
        <RequestTicketForm ticket={ticket} />
      )}
      {current && ticket.paidFromBudget && info(t('myTicket.paidFromBudget'))}
      <EarlierBookings bookings={earlier} />
    </Stack>
  );
}

/** /bookings-my-ticket: the employee's Germany job ticket. */
export function MyTicketPage() {
  const { t } = useTranslation('germany-ticket');
  const mine = useMyTicket();
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{t('myTicket.title')}</Title>
        <Text c="dimmed">{t('myTicket.intro')}</Text>
      </Stack>
      <LoadState isPending={mine.isPending} isError={mine.isError} onRetry={() => void mine.refetch()}>
        {() => <MyTicketContent ticket={mine.data!} />}
      </LoadState>
    </Stack>
  );
}
