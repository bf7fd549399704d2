import { Card, Loader, Select, Stack, Text, Title } from '@mantine/core';
import type { FeatureFlagName } from '@mobilo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyOptions } from '../../../lib/company-options';
import { notifySuccess } from '../../../lib/notify';
import { useFeatureFlagSettings } from '../api/get-feature-flag-settings';
import { useSetFeatureFlag } from '../api/set-feature-flag';
import { FlagTable } from './flag-table';
import '../feature-flags-texts';

/** The part of the page for one scope: the global defaults, or one company. */
function FlagScope({ company }: { company: { id: string; name: string } | null }) {
  const { t } = useTranslation('featureFlags');
  const settings = useFeatureFlagSettings(company?.id ?? null);
  const setFlag = useSetFeatureFlag();
  if (settings.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (settings.isError) return <Text c="red">{t('loadFailed')}</Text>;

  const change = (name: FeatureFlagName, value: boolean) =>
    setFlag.mutate(
      { name, value, companyId: company?.id ?? null },
      {
        onSuccess: () =>
          notifySuccess(
            t(company ? 'saved.company' : 'saved.default', {
              flag: t(`flags.${name}.label`),
              company: company?.name,
              state: t(value ? 'state.on' : 'state.off'),
            }),
          ),
      },
    );
  return <FlagTable flags={settings.data.flags} company={company} busy={setFlag.isPending} onChange={change} />;
}

/** The operator switches feature flags: the global default and each company's own value (docs/adr/0009, 0014). */
export function FeatureFlagsPage() {
  const { t } = useTranslation('featureFlags');
  const companies = useCompanyOptions();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const company = companies.data?.find((c) => c.id === companyId) ?? null;

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('defaults.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('defaults.text')}
          </Text>
          <FlagScope company={null} />
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('company.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('company.text')}
          </Text>
          <Select
            label={t('company.select')}
            placeholder={t('company.placeholder')}
            data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={companyId}
            onChange={setCompanyId}
            searchable
            clearable
            nothingFoundMessage={t('company.nothingFound')}
            maw={420}
          />
          {company ? <FlagScope key={company.id} company={company} /> : null}
        </Stack>
      </Card>
    </Stack>
  );
}
