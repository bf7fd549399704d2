import { Badge, Group, Paper, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  type AdminBooking,
  type BookingStatus,
  bookingStatuses,
  addTicketMonths,
  cancellationEndMonth,
  cancellationOf,
  monthOfDate,
} from '@mobilo/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useApproveBooking } from '../api/approve-booking';
import { useCancelBooking } from '../api/cancel-booking';
import { useDownloadTicketFile } from '../api/download-ticket-file';
import { useBookings } from '../api/list-bookings';
import { useUploadTicket } from '../api/upload-ticket';
import '../germany-ticket-texts';
import { type BookingAction, BookingActions } from './booking-actions';
import { BookingHistoryDrawer } from './booking-history-drawer';
import { BookingsTable } from './bookings-table';
import { CancelTicketDialog } from './cancel-ticket-dialog';
import { DeclineDialog } from './decline-dialog';
import { lastValidDay, monthName } from './ticket-format';

/** Today in Germany, where the transport company's deadlines count (the server decides; this explains). */
const germanToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
const ALL = 'ALL';

/** The bookings with their filters and counts, and what an admin does with each. */
export function BookingsList() {
  const { t } = useTranslation('germany-ticket');
  const f = useFormat();
  const [status, setStatus] = useState<BookingStatus | typeof ALL>(ALL);
  const [search, setSearch] = useState('');
  const [month, setMonth] = useState<string | null>(null);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const bookings = useBookings({
    ...(status !== ALL && { status }),
    ...(debouncedSearch && { search: debouncedSearch }),
    ...(month && { month }),
  });
  const [declining, setDeclining] = useState<AdminBooking | null>(null);
  const [cancelling, setCancelling] = useState<AdminBooking | null>(null);
  const [history, setHistory] = useState<AdminBooking | null>(null);
  const approve = useApproveBooking();
  const cancel = useCancelBooking();
  const upload = useUploadTicket();
  const download = useDownloadTicketFile();
  const phone = useMediaQuery('(max-width: 48em)') === true;
  const today = germanToday();
  const thisMonth = monthOfDate(today);
  // Running in a month: a year back and the months already ordered ahead.
  const months = Array.from({ length: 15 }, (_, index) => addTicketMonths(thisMonth, 2 - index));

  const onAction = (action: BookingAction, booking: AdminBooking) => {
    if (action === 'approve')
      approve.mutate(
        { id: booking.id, version: booking.version },
        {
          onSuccess: (done) => notifySuccess(t('bookings.approved', { month: monthName(f, done.startMonth) })),
        },
      );
    else if (action === 'decline') setDeclining(booking);
    else if (action === 'cancel') setCancelling(booking);
    else if (action === 'download') download.mutate(booking.id);
    else setHistory(booking);
  };
  const onUpload = (booking: AdminBooking, file: File) =>
    upload.mutate(
      { id: booking.id, file },
      { onSuccess: () => notifySuccess(t('bookings.uploaded', { name: `${booking.firstName} ${booking.lastName}` })) },
    );
  const confirmCancel = () =>
    cancelling &&
    cancel.mutate(
      { id: cancelling.id, version: cancelling.version },
      {
        onSuccess: (done) => {
          setCancelling(null);
          const how = cancellationOf(done);
          notifySuccess(
            how === 'WITHDRAWN' || !done.endMonth
              ? t('bookings.withdrawnDone')
              : how === 'CANCELLED_BEFORE_START'
                ? t('bookings.cancelledBeforeStartDone')
                : t('bookings.cancelledDone', { end: lastValidDay(f, done.endMonth) }),
          );
        },
      },
    );
  const counts = bookings.data?.counts;
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : 0;
  const label = (text: string, count: number | undefined) => (
    <Group gap={6} wrap="nowrap" justify="center">
      <span>{text}</span>
      {count !== undefined && (
        <Badge size="sm" variant="light" color="gray" circle={count < 10}>
          {count}
        </Badge>
      )}
    </Group>
  );

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="bookings-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="bookings-title">
          {t('bookings.listTitle')}
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          {phone ? (
            <Select
              label={t('bookings.status')}
              value={status}
              onChange={(value) => value && setStatus(value as BookingStatus | typeof ALL)}
              data={[
                { value: ALL, label: `${t('bookings.all')}${counts ? ` (${total})` : ''}` },
                ...bookingStatuses.map((value) => ({
                  value,
                  label: `${t(`status.${value}`)}${counts ? ` (${counts[value]})` : ''}`,
                })),
              ]}
              allowDeselect={false}
              w="100%"
            />
          ) : (
            <SegmentedControl
              aria-label={t('bookings.status')}
              value={status}
              onChange={(value) => setStatus(value as BookingStatus | typeof ALL)}
              data={[
                { value: ALL, label: label(t('bookings.all'), counts && total) },
                ...bookingStatuses.map((value) => ({ value, label: label(t(`status.${value}`), counts?.[value]) })),
              ]}
            />
          )}
          <Select
            aria-label={t('bookings.runningIn')}
            placeholder={t('bookings.anyMonth')}
            data={months.map((value) => ({
              value,
              label: t('bookings.runningInMonth', { month: monthName(f, value) }),
            }))}
            value={month}
            onChange={setMonth}
            clearable
            w={{ base: '100%', sm: 220 }}
          />
          <TextInput
            aria-label={t('bookings.search')}
            placeholder={t('bookings.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', sm: 280 }}
          />
        </Group>
        <LoadState
          isPending={bookings.isPending}
          isError={bookings.isError}
          onRetry={() => void bookings.refetch()}
          size="block"
        >
          {() => (
            <BookingsTable
              bookings={bookings.data!.bookings}
              empty={
                <Text size="sm" c="dimmed" py="md" data-testid="bookings-empty">
                  {total === 0 ? t('bookings.empty') : t('bookings.emptyFiltered')}
                </Text>
              }
              actions={(booking) => (
                <BookingActions booking={booking} thisMonth={thisMonth} onAction={onAction} onUpload={onUpload} />
              )}
            />
          )}
        </LoadState>
      </Stack>
      <DeclineDialog booking={declining} onClose={() => setDeclining(null)} />
      <CancelTicketDialog
        booking={cancelling}
        cancellationEndMonth={cancelling ? cancellationEndMonth(today, cancelling.startMonth) : thisMonth}
        title={cancelling ? t('bookings.cancelTitle', { name: `${cancelling.firstName} ${cancelling.lastName}` }) : ''}
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
      <BookingHistoryDrawer booking={history} onClose={() => setHistory(null)} />
    </Paper>
  );
}
