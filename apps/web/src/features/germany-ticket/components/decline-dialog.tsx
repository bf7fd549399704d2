import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import type { AdminBooking } from '@mobilo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useDeclineBooking } from '../api/decline-booking';
import '../germany-ticket-texts';

const REASON_MAX_LENGTH = 500;

/** Declines a request with a reason the employee reads on their page. */
export function DeclineDialog({ booking, onClose }: { booking: AdminBooking | null; onClose: () => void }) {
  const { t } = useTranslation('germany-ticket');
  const decline = useDeclineBooking();
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  const name = booking ? `${booking.firstName} ${booking.lastName}` : '';
  const confirm = () =>
    booking &&
    decline.mutate(
      { id: booking.id, version: booking.version, reason: reason.trim() || null },
      {
        onSuccess: () => {
          notifySuccess(t('bookings.declinedDone'));
          close();
        },
      },
    );
  return (
    <Modal opened={booking !== null} onClose={close} title={t('bookings.declineTitle', { name })}>
      <Stack gap="md">
        <Textarea
          label={t('bookings.declineReason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={REASON_MAX_LENGTH}
          autosize
          minRows={2}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('dialog.cancel')}
          </Button>
          <Button color="danger" loading={decline.isPending} onClick={confirm}>
            {t('bookings.decline')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
