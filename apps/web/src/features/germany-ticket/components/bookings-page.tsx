import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { useOffer } from '../api/get-offer';
import '../germany-ticket-texts';
import { BookingsList } from './bookings-list';
import { OfferForm } from './offer-form';
import { OrdersPanel } from './orders-panel';

/** /bookings: the company's job-ticket offer, its orders with the transport company and every booking. */
export function BookingsPage() {
  const { t } = useTranslation('germany-ticket');
  const offer = useOffer();
  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1}>{t('bookings.title')}</Title>
      <BookingsList />
      <LoadState isPending={offer.isPending} isError={offer.isError} onRetry={() => void offer.refetch()} size="block">
        {() => (
          <>
            <OrdersPanel nextMonth={offer.data!.example.month} />
            <OfferForm key={offer.data!.version} offer={offer.data!} />
          </>
        )}
      </LoadState>
    </Stack>
  );
}
