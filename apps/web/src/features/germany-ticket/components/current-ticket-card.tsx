import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { cancellationOf, type GermanyTicketBooking, type MyTicket } from '@mobilo/contract';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyValueGrid } from '../../../components/key-value-grid';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useCancelMyTicket } from '../api/cancel-my-ticket';
import { useDownloadMyTicket } from '../api/download-my-ticket';
import '../germany-ticket-texts';
import { BookingStatusBadge } from './booking-status-badge';
import { CancelTicketDialog } from './cancel-ticket-dialog';
import { lastValidDay, monthName } from './ticket-format';
import { TicketSplit } from './ticket-split';

const notes = { REQUESTED: 'myTicket.waiting', ORDERED: 'myTicket.ordered' } as const;

/** The employee's running or waiting ticket: its months, costs, file and cancellation. */
export function CurrentTicketCard({ booking, ticket }: { booking: GermanyTicketBooking; ticket: MyTicket }) {
  const { t } = useTranslation('germany-ticket');
  const f = useFormat();
  const cancel = useCancelMyTicket();
  const download = useDownloadMyTicket();
  const [confirming, setConfirming] = useState(false);
  const cancellable = booking.status === 'REQUESTED' || booking.status === 'ORDERED' || booking.status === 'ACTIVE';
  const withdrawing = booking.status === 'REQUESTED';
  const confirm = () =>
    cancel.mutate(booking.id, {
      onSuccess: (cancelled) => {
        setConfirming(false);
        const how = cancellationOf(cancelled);
        notifySuccess(
          how === 'WITHDRAWN' || !cancelled.endMonth
            ? t('myTicket.withdrawn')
            : how === 'CANCELLED_BEFORE_START'
              ? t('myTicket.cancelledBeforeStart')
              : t('myTicket.cancelled', { end: lastValidDay(f, cancelled.endMonth) }),
        );
      },
    });

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby="ticket-title"
      data-testid="current-ticket"
    >
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3" id="ticket-title">
            {t('myTicket.currentTitle')}
          </Title>
          <BookingStatusBadge booking={booking} />
        </Group>
        {booking.status in notes && <Text size="sm">{t(notes[booking.status as keyof typeof notes])}</Text>}
        <KeyValueGrid
          align="left"
          rows={[
            [t('myTicket.validFrom'), monthName(f, booking.startMonth)],
            [t('myTicket.validUntil'), booking.endMonth ? lastValidDay(f, booking.endMonth) : t('myTicket.openEnd')],
            ...(booking.ticketNumber
              ? ([[t('myTicket.ticketNumber'), booking.ticketNumber]] as [string, string][])
              : []),
            [t('myTicket.requestedAt'), f.date(booking.requestedAt)],
          ]}
        />
        <TicketSplit split={booking.split} />
        {booking.ticketFileName ? (
          <div>
            <Button
              leftSection={<IconDownload size={18} />}
              loading={download.isPending}
              onClick={() => download.mutate(booking.id)}
            >
              {t('myTicket.download')}
            </Button>
          </div>
        ) : (
          booking.status !== 'REQUESTED' && (
            <Alert color="secondary" icon={<IconInfoCircle size={18} />}>
              {t('myTicket.notDelivered')}
            </Alert>
          )
        )}
        {cancellable && (
          <Stack gap={6}>
            {!withdrawing && (
              <Text size="sm" c="dimmed">
                {t('myTicket.cancelDeadline', {
                  date: f.date(ticket.cancellationDeadline),
                  end: lastValidDay(f, ticket.cancellationEndMonth),
                })}
              </Text>
            )}
            <div>
              <Button variant="default" color="danger" onClick={() => setConfirming(true)}>
                {withdrawing ? t('myTicket.withdraw') : t('myTicket.cancel')}
              </Button>
            </div>
          </Stack>
        )}
      </Stack>
      <CancelTicketDialog
        booking={confirming ? booking : null}
        cancellationEndMonth={ticket.cancellationEndMonth}
        title={withdrawing ? t('myTicket.withdrawTitle') : t('myTicket.cancelTitle')}
        pending={cancel.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
