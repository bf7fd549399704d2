import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { useTaxConfiguration } from '../api/get-tax-configuration';
import { TaxConfigurationForm } from './tax-configuration-form';
import '../../../lib/texts/tax-export-texts';

/** /settings/tax-configuration: what the payroll export files need from the company. */
export function TaxConfigurationPage() {
  const { t } = useTranslation('taxExport');
  const configuration = useTaxConfiguration();

  return (
    <Stack gap="lg">
      <Title order={1}>{t('configuration.title')}</Title>
      <Text c="dimmed" maw={760}>
        {t('configuration.intro')}
      </Text>
      <LoadState
        isPending={configuration.isPending}
        isError={configuration.isError}
        onRetry={() => void configuration.refetch()}
        errorText={t('configuration.loadFailed')}
        retryText={t('configuration.retry')}
      >
        {() => configuration.data && <TaxConfigurationForm configuration={configuration.data} />}
      </LoadState>
    </Stack>
  );
}
