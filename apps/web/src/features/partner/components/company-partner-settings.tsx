import { Paper, Stack, Switch, Text } from '@mantine/core';
import type { CompanyPartnerSettings } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { EmptyState, LoadState } from '../../../components/load-state';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { usePartnerSettings } from '../api/get-partner-settings';
import { useSetPartnerArea } from '../api/set-partner-area';
import { useSetPartnerOffer } from '../api/set-partner-offer';
import '../partner-texts';
import { inLanguage } from './offer-text';

type CompanyOffer = CompanyPartnerSettings['offers'][number];

function CompanyOffersTable({ settings }: { settings: CompanyPartnerSettings }) {
  const { t } = useTranslation('partner');
  const f = useFormat();
  const setOffer = useSetPartnerOffer();
  const title = (offer: CompanyOffer) => inLanguage(offer.title, f.language);
  const toggle = (offer: CompanyOffer, enabled: boolean) =>
    setOffer.mutate(
      { id: offer.id, enabled },
      {
        onSuccess: () =>
          notifySuccess(t(enabled ? 'company.switchedOn' : 'company.switchedOff', { title: title(offer) })),
      },
    );
  const switchOf = (offer: CompanyOffer) => (
    <Switch
      aria-label={t('company.offerSwitch', { title: title(offer) })}
      checked={offer.enabledForCompany}
      disabled={!settings.areaEnabled || (setOffer.isPending && setOffer.variables?.id === offer.id)}
      onChange={(event) => toggle(offer, event.currentTarget.checked)}
    />
  );
  const columns: DataColumn<CompanyOffer>[] = [
    {
      id: 'partner',
      header: t('company.columns.partner'),
      cell: (offer) => offer.partner,
      sortValue: (o) => o.partner,
    },
    { id: 'title', header: t('company.columns.title'), cell: title, sortValue: title },
    {
      id: 'category',
      header: t('company.columns.category'),
      width: 150,
      cell: (offer) => t(`category.${offer.category}`),
      sortValue: (offer) => offer.category,
    },
    {
      id: 'validity',
      header: t('company.columns.validity'),
      width: 140,
      cell: (offer) => (offer.validUntil ? f.date(offer.validUntil) : t('company.always')),
      sortValue: (offer) => offer.validUntil ?? '9999-12-31',
    },
    { id: 'enabled', header: t('company.columns.enabled'), width: 100, interactive: true, cell: switchOf },
  ];
  return (
    <DataTable
      data={settings.offers}
      columns={columns}
      rowId={(offer) => offer.id}
      defaultSort={{ id: 'partner', desc: false }}
      minWidth={640}
      empty={<EmptyState text={t('company.none')} />}
      rowAttributes={() => ({ 'data-testid': 'company-partner-offer' })}
      cardLabel={title}
    />
  );
}

/** The company admin's switches: the whole area, and each offer the employees could see. */
export function CompanyPartnerSettingsPanel() {
  const { t } = useTranslation('partner');
  const settings = usePartnerSettings(true);
  const setArea = useSetPartnerArea();
  return (
    <LoadState
      isPending={settings.isPending}
      isError={settings.isError}
      onRetry={() => void settings.refetch()}
      errorText={t('loadFailed')}
      retryText={t('retry')}
    >
      {() => (
        <Stack gap="md">
          <Text c="dimmed">{t('company.intro')}</Text>
          <Paper withBorder p="md" radius="md">
            <Switch
              label={t('company.area')}
              aria-describedby="partner-area-state"
              checked={settings.data!.areaEnabled}
              disabled={setArea.isPending}
              onChange={(event) => {
                const enabled = event.currentTarget.checked;
                setArea.mutate(enabled, {
                  onSuccess: () => notifySuccess(t(enabled ? 'company.areaSwitchedOn' : 'company.areaSwitchedOff')),
                });
              }}
            />
            <Text id="partner-area-state" size="sm" c="dimmed" mt={6} ml={54}>
              {settings.data!.areaEnabled ? t('company.areaOn') : t('company.areaOff')}
            </Text>
          </Paper>
          <CompanyOffersTable settings={settings.data!} />
        </Stack>
      )}
    </LoadState>
  );
}
