import { ActionIcon, FileButton, Menu } from '@mantine/core';
import type { AdminBooking } from '@mobilo/contract';
import {
  IconBan,
  IconCheck,
  IconDotsVertical,
  IconDownload,
  IconHistory,
  IconUpload,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../germany-ticket-texts';

export type BookingAction = 'approve' | 'decline' | 'cancel' | 'download' | 'history';

interface BookingActionsProps {
  booking: AdminBooking;
  thisMonth: string;
  onAction: (action: BookingAction, booking: AdminBooking) => void;
  onUpload: (booking: AdminBooking, file: File) => void;
}

/** A ticket file is delivered once ordered and while the ticket still runs. */
export function mayDeliver(booking: AdminBooking, thisMonth: string) {
  if (booking.status === 'ORDERED' || booking.status === 'ACTIVE') return true;
  return (
    booking.status === 'CANCELLED' &&
    booking.endMonth !== null &&
    booking.endMonth >= thisMonth &&
    booking.endMonth >= booking.startMonth
  );
}

/** The actions a booking's status allows, in one menu per row. */
export function BookingActions({ booking, thisMonth, onAction, onUpload }: BookingActionsProps) {
  const { t } = useTranslation('germany-ticket');
  const name = `${booking.firstName} ${booking.lastName}`;
  const open = booking.status === 'REQUESTED' || booking.status === 'ORDERED' || booking.status === 'ACTIVE';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('bookings.actionsOf', { name })}>
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {booking.status === 'REQUESTED' && (
          <>
            <Menu.Item leftSection={<IconCheck size={16} />} onClick={() => onAction('approve', booking)}>
              {t('bookings.approve')}
            </Menu.Item>
            <Menu.Item leftSection={<IconX size={16} />} onClick={() => onAction('decline', booking)}>
              {t('bookings.decline')}
            </Menu.Item>
          </>
        )}
        {mayDeliver(booking, thisMonth) && (
          <FileButton
            onChange={(file) => file && onUpload(booking, file)}
            accept="application/pdf,image/png,image/jpeg"
          >
            {(props) => (
              <Menu.Item {...props} leftSection={<IconUpload size={16} />} closeMenuOnClick={false}>
                {booking.ticketFileName ? t('bookings.replace') : t('bookings.upload')}
              </Menu.Item>
            )}
          </FileButton>
        )}
        {booking.ticketFileName && (
          <Menu.Item leftSection={<IconDownload size={16} />} onClick={() => onAction('download', booking)}>
            {t('bookings.download')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconHistory size={16} />} onClick={() => onAction('history', booking)}>
          {t('bookings.history')}
        </Menu.Item>
        {open && (
          <Menu.Item color="danger" leftSection={<IconBan size={16} />} onClick={() => onAction('cancel', booking)}>
            {t('bookings.cancel')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
