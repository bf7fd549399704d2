import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTaxConfiguration } from '../api/get-tax-configuration';
import { TaxConfigurationForm } from './tax-configuration-form';

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
      {configuration.isPending && (
        <Center py="xl">
          <Loader aria-label={t('loading', { ns: 'common' })} />
        </Center>
      )}
      {configuration.isError && (
        <Alert color="danger" icon={<IconAlertTriangle size={18} />} title={t('configuration.loadFailed')}>
          <Button
            mt="xs"
            size="xs"
            variant="light"
            color="danger"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void configuration.refetch()}
          >
            {t('configuration.retry')}
          </Button>
        </Alert>
      )}
      {configuration.data && <TaxConfigurationForm configuration={configuration.data} />}
    </Stack>
  );
}
