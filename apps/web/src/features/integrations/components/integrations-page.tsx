import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { useFormat } from '../../../lib/format';
import { usePersonio } from '../api/get-personio';
import '../integrations-texts';
import { PersonioActions } from './personio-actions';
import { PersonioConnectForm } from './personio-connect-form';
import { PersonioRuns } from './personio-runs';

/** /integrations: the company's HR integration (Personio). */
export function IntegrationsPage() {
  const { t } = useTranslation('integrations');
  const f = useFormat();
  const personio = usePersonio();
  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1}>{t('title')}</Title>
      <LoadState isPending={personio.isPending} isError={personio.isError} onRetry={() => void personio.refetch()}>
        {() => {
          const integration = personio.data!;
          const status = !integration.isEnabled ? 'notEnabled' : integration.isActive ? 'connected' : 'notConnected';
          return (
            <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="personio-title">
              <Stack gap="md">
                <Group justify="space-between">
                  <Title order={2} size="h3" id="personio-title">
                    Personio
                  </Title>
                  <Badge
                    color={status === 'connected' ? 'success' : 'gray'}
                    variant="light"
                    data-testid="personio-status"
                  >
                    {t(`status.${status}`)}
                  </Badge>
                </Group>
                <Text c="dimmed">{t('intro')}</Text>
                {!integration.isEnabled ? (
                  <Alert color="secondary" icon={<IconInfoCircle size={18} />}>
                    {t('notEnabled')}
                  </Alert>
                ) : (
                  <>
                    {integration.connectedAt && (
                      <Text size="sm">{t('connectedSince', { date: f.dateTime(integration.connectedAt) })}</Text>
                    )}
                    <PersonioConnectForm integration={integration} />
                    {integration.isActive && <PersonioActions />}
                  </>
                )}
              </Stack>
            </Paper>
          );
        }}
      </LoadState>
      {personio.data?.isEnabled && <PersonioRuns />}
    </Stack>
  );
}
