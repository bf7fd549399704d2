import { ActionIcon, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { OperatorPartnerOffer } from '@mobilo/contract';
import { IconChartBar, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { EmptyState, LoadState } from '../../../components/load-state';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useDeletePartnerOffer } from '../api/delete-partner-offer';
import { useOperatorPartnerOffers } from '../api/list-partner-offers';
import '../partner-offer-texts';
import { PartnerOfferCountsModal } from './partner-offer-counts-modal';
import { PartnerOfferFormModal } from './partner-offer-form';

/** Today in the browser's calendar, as the form's first day of a new offer. */
const today = () => new Date().toLocaleDateString('sv-SE');

/** /god/partner-offers: the operator curates the offers every company's employees may see. */
export function PartnerOffersPage() {
  const { t } = useTranslation('partner-offers');
  const f = useFormat();
  const offers = useOperatorPartnerOffers();
  const remove = useDeletePartnerOffer();
  const [editing, setEditing] = useState<OperatorPartnerOffer | 'new' | null>(null);
  const [counting, setCounting] = useState<OperatorPartnerOffer | null>(null);

  const confirmDelete = (offer: OperatorPartnerOffer) =>
    modals.openConfirmModal({
      title: t('delete.title'),
      children: <Text size="sm">{t('delete.text', { name: `${offer.partner}: ${offer.title.en}` })}</Text>,
      labels: { confirm: t('delete.confirm'), cancel: t('delete.cancel') },
      confirmProps: { color: 'danger' },
      onConfirm: () =>
        remove.mutate(offer.id, { onSuccess: () => notifySuccess(t('delete.done', { name: offer.partner })) }),
    });

  const title = (offer: OperatorPartnerOffer) => (f.language === 'de' ? offer.title.de : offer.title.en);
  const status = (offer: OperatorPartnerOffer) => {
    const [color, key] = offer.isCurrent
      ? (['success', 'current'] as const)
      : offer.isActive
        ? (['warning', 'notCurrent'] as const)
        : (['gray', 'inactive'] as const);
    return (
      <Badge variant="light" color={color}>
        {t(`status.${key}`)}
      </Badge>
    );
  };
  const actions = (offer: OperatorPartnerOffer) => {
    const name = `${offer.partner}: ${title(offer)}`;
    return (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <ActionIcon variant="subtle" aria-label={t('actions.counts', { name })} onClick={() => setCounting(offer)}>
          <IconChartBar size={16} />
        </ActionIcon>
        <ActionIcon variant="subtle" aria-label={t('actions.edit', { name })} onClick={() => setEditing(offer)}>
          <IconPencil size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="danger"
          aria-label={t('actions.delete', { name })}
          onClick={() => confirmDelete(offer)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
    );
  };
  const columns: DataColumn<OperatorPartnerOffer>[] = [
    { id: 'partner', header: t('columns.partner'), cell: (o) => o.partner, sortValue: (o) => o.partner },
    { id: 'title', header: t('columns.title'), cell: title, sortValue: title },
    {
      id: 'category',
      header: t('columns.category'),
      width: 140,
      cell: (o) => t(`category.${o.category}`),
      sortValue: (o) => o.category,
    },
    {
      id: 'validity',
      header: t('columns.validity'),
      width: 170,
      cell: (o) =>
        o.validUntil
          ? t('validity.range', { from: f.date(o.validFrom), until: f.date(o.validUntil) })
          : t('validity.open', { from: f.date(o.validFrom) }),
      sortValue: (o) => o.validFrom,
    },
    { id: 'status', header: t('columns.status'), width: 140, cell: status, sortValue: (o) => Number(o.isCurrent) },
    {
      id: 'views',
      header: t('columns.views'),
      align: 'right',
      width: 80,
      cell: (o) => f.number(o.views),
      sortValue: (o) => o.views,
    },
    {
      id: 'clicks',
      header: t('columns.clicks'),
      align: 'right',
      width: 80,
      cell: (o) => f.number(o.clicks),
      sortValue: (o) => o.clicks,
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      hideHeader: true,
      width: 110,
      interactive: true,
      pinned: true,
      cell: actions,
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{t('title')}</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
          {t('new')}
        </Button>
      </Group>
      <Text c="dimmed" maw={760}>
        {t('intro')}
      </Text>
      <LoadState
        isPending={offers.isPending}
        isError={offers.isError}
        onRetry={() => void offers.refetch()}
        errorText={t('loadFailed')}
      >
        {() => (
          <DataTable
            data={offers.data!}
            columns={columns}
            rowId={(offer) => offer.id}
            defaultSort={{ id: 'partner', desc: false }}
            minWidth={900}
            empty={<EmptyState text={t('empty')} />}
            rowAttributes={() => ({ 'data-testid': 'operator-partner-offer' })}
            cardLabel={(offer) => `${offer.partner}: ${title(offer)}`}
          />
        )}
      </LoadState>
      <PartnerOfferFormModal offer={editing} today={today()} onClose={() => setEditing(null)} />
      <PartnerOfferCountsModal offer={counting} onClose={() => setCounting(null)} />
    </Stack>
  );
}
