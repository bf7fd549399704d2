import { Chip, Group, Input, SimpleGrid, Stack } from '@mantine/core';
import { partnerOfferCategories, type PartnerOffer, type PartnerOfferCategory } from '@mobilo/contract';
import { IconTicketOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadState } from '../../../components/load-state';
import { usePartnerOffers } from '../api/list-partner-offers';
import '../partner-texts';
import { OfferCard } from './offer-card';
import { OfferDetailModal } from './offer-detail-modal';

const all = 'ALL';

/** The employee's view: the current offers as cards, filtered by category, each opening its detail. */
export function PartnerOffersView() {
  const { t } = useTranslation('partner');
  const [category, setCategory] = useState<PartnerOfferCategory | null>(null);
  const [opened, setOpened] = useState<PartnerOffer | null>(null);
  const offers = usePartnerOffers(category);
  const areaOff = offers.data?.areaEnabled === false;

  return (
    <Stack gap="md">
      {!areaOff && (
        <Stack gap={6}>
          <Input.Label id="partner-category-label">{t('filter.label')}</Input.Label>
          <Chip.Group
            multiple={false}
            value={category ?? all}
            onChange={(next) => setCategory(next === all ? null : (next as PartnerOfferCategory))}
          >
            <Group gap="xs" role="radiogroup" aria-labelledby="partner-category-label">
              {[all, ...partnerOfferCategories].map((value) => (
                <Chip key={value} value={value} variant="outline">
                  {value === all ? t('filter.ALL') : t(`category.${value as PartnerOfferCategory}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      )}
      <LoadState
        isPending={offers.isPending}
        isError={offers.isError}
        onRetry={() => void offers.refetch()}
        errorText={t('loadFailed')}
        retryText={t('retry')}
        isEmpty={offers.data?.offers.length === 0}
        empty={
          <EmptyState
            icon={<IconTicketOff size={32} aria-hidden />}
            text={areaOff ? t('empty.areaOff') : category ? t('empty.category') : t('empty.none')}
          />
        }
      >
        {() => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={offers.isFetching}>
            {offers.data!.offers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} onOpen={setOpened} />
            ))}
          </SimpleGrid>
        )}
      </LoadState>
      <OfferDetailModal offer={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
