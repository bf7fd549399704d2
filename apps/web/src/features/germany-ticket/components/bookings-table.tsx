import { Group, Paper, Stack, Text } from '@mantine/core';
import type { AdminBooking } from '@mobilo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { useFormat } from '../../../lib/format';
import '../germany-ticket-texts';
import { BookingStatusBadge } from './booking-status-badge';
import { monthName, neverRan } from './ticket-format';

interface BookingsTableProps {
  bookings: AdminBooking[];
  empty: ReactNode;
  actions: (booking: AdminBooking) => ReactNode;
}

const nameOf = (booking: AdminBooking) => `${booking.firstName} ${booking.lastName}`;

/** The company's bookings: one row each, one card each on a phone. */
export function BookingsTable({ bookings, empty, actions }: BookingsTableProps) {
  const { t } = useTranslation('germany-ticket');
  const f = useFormat();
  const eur = (amount: string) => f.money(amount, 'EUR');
  const months = (booking: AdminBooking) =>
    booking.endMonth === null
      ? t('bookings.from', { month: monthName(f, booking.startMonth) })
      : neverRan(booking)
        ? '—'
        : t('bookings.range', { from: monthName(f, booking.startMonth), to: monthName(f, booking.endMonth) });
  const ticket = (booking: AdminBooking) => (
    <Stack gap={0}>
      <Text size="sm">{booking.ticketNumber ?? '—'}</Text>
      <Text size="xs" c="dimmed">
        {booking.ticketFileName ?? t('bookings.noTicketYet')}
      </Text>
    </Stack>
  );
  const split = (booking: AdminBooking) => `${eur(booking.split.subsidy)} / ${eur(booking.split.share)}`;
  const columns: DataColumn<AdminBooking>[] = [
    {
      id: 'name',
      header: t('bookings.columns.name'),
      cell: (booking) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {nameOf(booking)}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {booking.email}
            {booking.personalNumber && ` · ${t('bookings.columns.personalNumber')} ${booking.personalNumber}`}
          </Text>
        </Stack>
      ),
      sortValue: (booking) => `${booking.lastName} ${booking.firstName}`.toLocaleLowerCase(),
    },
    {
      id: 'status',
      header: t('bookings.columns.status'),
      width: 190,
      cell: (booking) => <BookingStatusBadge booking={booking} />,
      sortValue: (booking) => booking.status,
    },
    { id: 'months', header: t('bookings.columns.months'), cell: months, sortValue: (booking) => booking.startMonth },
    { id: 'split', header: t('bookings.columns.split'), align: 'right', width: 150, cell: split },
    { id: 'ticket', header: t('bookings.columns.ticket'), width: 150, cell: ticket },
    {
      id: 'actions',
      header: t('bookings.columns.actions'),
      hideHeader: true,
      width: 56,
      interactive: true,
      cell: actions,
    },
  ];
  return (
    <DataTable
      data={bookings}
      columns={columns}
      rowId={(booking) => booking.id}
      defaultSort={{ id: 'name', desc: false }}
      pageSize={50}
      minWidth={820}
      empty={empty}
      rowAttributes={(booking) => ({ 'data-testid': 'booking-row', 'data-status': booking.status })}
      tableProps={{ verticalSpacing: 'sm', striped: true, highlightOnHover: false }}
      cardLabel={nameOf}
      renderCard={(booking) => (
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={6} miw={0} flex={1}>
              <Text size="sm" fw={600}>
                {nameOf(booking)}
                {booking.personalNumber && ` · ${booking.personalNumber}`}
              </Text>
              <BookingStatusBadge booking={booking} />
              <Text size="xs">{months(booking)}</Text>
              <Text size="xs" c="dimmed">
                {t('bookings.columns.split')}: {split(booking)}
              </Text>
              {ticket(booking)}
            </Stack>
            {actions(booking)}
          </Group>
        </Paper>
      )}
    />
  );
}
