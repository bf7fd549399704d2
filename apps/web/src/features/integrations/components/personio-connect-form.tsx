import { Button, Group, PasswordInput, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type PersonioIntegration, type PersonioInvitationMode, personioInvitationModes } from '@mobilo/contract';
import { IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useConnectPersonio } from '../api/connect-personio';
import { useTestPersonio } from '../api/test-personio';
import '../integrations-texts';

/**
 * Credentials, then a test that reads the attributes Personio offers, then the settings. A
 * stored secret is never shown; left empty, it stays.
 */
export function PersonioConnectForm({ integration }: { integration: PersonioIntegration }) {
  const { t } = useTranslation('integrations');
  const [clientId, setClientId] = useState(integration.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [budgetClassHeader, setBudgetClassHeader] = useState(integration.budgetClassHeader);
  const [personnelNumberAttribute, setPersonnelNumberAttribute] = useState(integration.personnelNumberAttribute);
  const [invitationMode, setInvitationMode] = useState<PersonioInvitationMode>(integration.invitationMode);
  const test = useTestPersonio();
  const connect = useConnectPersonio();
  const secret = clientSecret.trim() || undefined;
  const canTest = clientId.trim() !== '' && (secret !== undefined || integration.isActive);
  const attributes = (test.data?.attributes ?? []).map((attribute) => ({
    value: attribute.key,
    label: attribute.label,
  }));
  // The stored choices stay selectable before the attributes have been read again.
  const withStored = (value: string | null) =>
    value && !attributes.some((option) => option.value === value)
      ? [{ value, label: value }, ...attributes]
      : attributes;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('form.clientId')}
          value={clientId}
          onChange={(event) => setClientId(event.currentTarget.value)}
          autoComplete="off"
          required
        />
        <PasswordInput
          label={t('form.clientSecret')}
          placeholder={integration.isActive ? t('form.secretStored') : undefined}
          value={clientSecret}
          onChange={(event) => setClientSecret(event.currentTarget.value)}
          autoComplete="new-password"
          required={!integration.isActive}
        />
      </SimpleGrid>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconPlugConnected size={18} />}
          disabled={!canTest}
          loading={test.isPending}
          onClick={() => test.mutate({ clientId: clientId.trim(), clientSecret: secret })}
        >
          {t('form.test')}
        </Button>
        {test.data && (
          <Text size="sm" c="success.8" role="status">
            {t('form.testOk', { count: test.data.employees })}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('form.budgetClassHeader')}
          description={t('form.budgetClassHeaderHint')}
          placeholder={t('form.noAttribute')}
          data={withStored(budgetClassHeader)}
          value={budgetClassHeader}
          onChange={setBudgetClassHeader}
          disabled={attributes.length === 0 && !budgetClassHeader}
          searchable
          clearable
        />
        <Select
          label={t('form.personnelNumberAttribute')}
          description={t('form.personnelNumberHint')}
          placeholder={t('form.personioId')}
          data={withStored(personnelNumberAttribute)}
          value={personnelNumberAttribute}
          onChange={setPersonnelNumberAttribute}
          disabled={attributes.length === 0 && !personnelNumberAttribute}
          searchable
          clearable
        />
      </SimpleGrid>
      <Radio.Group
        label={t('form.invitations')}
        value={invitationMode}
        onChange={(value) => setInvitationMode(value as PersonioInvitationMode)}
      >
        <Group gap="lg" mt={6}>
          {personioInvitationModes.map((mode) => (
            <Radio key={mode} value={mode} label={t(`form.invitationModes.${mode}`)} />
          ))}
        </Group>
      </Radio.Group>
      <Group justify="flex-end">
        <Button
          disabled={!canTest}
          loading={connect.isPending}
          onClick={() =>
            connect.mutate(
              {
                clientId: clientId.trim(),
                clientSecret: secret,
                budgetClassHeader,
                personnelNumberAttribute,
                invitationMode,
              },
              {
                onSuccess: () => {
                  setClientSecret('');
                  notifySuccess(t('form.saved'));
                },
              },
            )
          }
        >
          {integration.isActive ? t('form.save') : t('form.connect')}
        </Button>
      </Group>
    </Stack>
  );
}
