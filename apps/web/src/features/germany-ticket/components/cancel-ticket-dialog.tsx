import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { addTicketMonths, type GermanyTicketBooking, type TicketMonth } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import '../germany-ticket-texts';
import { lastValidDay } from './ticket-format';

interface CancelTicketDialogProps {
  booking: Pick<GermanyTicketBooking, 'status' | 'startMonth'> | null;
  /** The month a ticket cancelled today ends with (the deadline rule), before the start's check. */
  cancellationEndMonth: TicketMonth;
  title: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The last month the ticket runs when cancelled today: never before its start. */
export function endAfterCancelling(booking: Pick<GermanyTicketBooking, 'status' | 'startMonth'>, end: TicketMonth) {
  if (booking.status === 'REQUESTED') return null;
  return end < booking.startMonth ? addTicketMonths(booking.startMonth, -1) : end;
}

/** Says before the cancellation what it means: until when the ticket stays valid. */
export function CancelTicketDialog(props: CancelTicketDialogProps) {
  const { t } = useTranslation('germany-ticket');
  const f = useFormat();
  const { booking } = props;
  const end = booking ? endAfterCancelling(booking, props.cancellationEndMonth) : null;
  const withdrawing = booking?.status === 'REQUESTED';
  return (
    <Modal opened={booking !== null} onClose={props.onClose} title={props.title}>
      <Stack gap="md">
        {booking && !withdrawing && (
          <Text size="sm" data-testid="cancel-effect">
            {end !== null && end >= booking.startMonth
              ? t('myTicket.cancelEffect', { end: lastValidDay(f, end) })
              : t('myTicket.cancelBeforeStart')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            {t('myTicket.keep')}
          </Button>
          <Button color="danger" loading={props.pending} onClick={props.onConfirm}>
            {withdrawing ? t('myTicket.confirmWithdraw') : t('myTicket.confirmCancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
