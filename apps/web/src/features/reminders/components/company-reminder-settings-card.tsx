import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CompanyReminderSettings,
  companyReminderSettingsSchema,
  type VersionedCompanyReminderSettings,
} from '@mobilo/contract';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { notifyApiError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { useCompanyReminderSettings } from '../api/get-company-reminder-settings';
import { useRunReminders } from '../api/run-reminders';
import { useUpdateCompanyReminderSettings } from '../api/update-company-reminder-settings';
import '../reminders-texts';

const dayFields = [
  ['submissionDeadlineDay', 28],
  ['daysBeforeDeadline', 31],
  ['reviewWaitingDays', 60],
  ['importWaitingDays', 60],
] as const;

function CompanyReminderSettingsForm({ settings }: { settings: VersionedCompanyReminderSettings }) {
  const { t } = useTranslation('reminders');
  const save = useUpdateCompanyReminderSettings();
  const run = useRunReminders();
  const { version, ...values } = settings;
  const form = useForm<CompanyReminderSettings>({
    resolver: zodResolver(companyReminderSettingsSchema),
    defaultValues: values,
    mode: 'onChange',
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit(
    (body) =>
      save.mutate(
        { body, version },
        {
          onSuccess: () => notifySuccess(t('company.saved')),
          onError: (error) => notifyApiError(error),
        },
      ),
    () => notifyWarning(t('company.invalid')),
  );

  const sendNow = () =>
    run.mutate(undefined, {
      onSuccess: ({ sent }) => notifySuccess(t('company.ran', { count: sent })),
      onError: (error) => notifyApiError(error),
    });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="remindersEnabled"
          render={({ field }) => (
            <Switch
              label={t('company.remindersEnabled')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              disabled={save.isPending}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {dayFields.map(([name, max]) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <NumberInput
                  label={t(`company.${name}`)}
                  description={t(`company.${name}Hint`)}
                  min={1}
                  max={max}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="none"
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value))}
                  onBlur={field.onBlur}
                  disabled={save.isPending}
                  error={errors[name] ? t('company.invalid') : undefined}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Group justify="space-between">
          <Button variant="default" onClick={sendNow} loading={run.isPending} disabled={isDirty}>
            {t('company.runNow')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!isDirty}>
            {t('company.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The company's reminder switches and deadlines, on the payroll settings page. */
export function CompanyReminderSettingsCard() {
  const { t } = useTranslation('reminders');
  const settings = useCompanyReminderSettings();
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('company.title')}
        </Title>
        <Text size="sm" c="dimmed" maw={760}>
          {t('company.intro')}
        </Text>
        <LoadState
          isPending={settings.isPending}
          isError={settings.isError}
          onRetry={() => void settings.refetch()}
          errorText={t('company.loadFailed')}
          retryText={t('company.retry')}
        >
          {/* A saved or reloaded version starts the form afresh from what the server holds. */}
          {() => settings.data && <CompanyReminderSettingsForm key={settings.data.version} settings={settings.data} />}
        </LoadState>
      </Stack>
    </Card>
  );
}
