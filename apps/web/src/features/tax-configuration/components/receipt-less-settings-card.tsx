import {
  fromCents,
  parseLocalizedAmount,
  RECEIPT_LESS_MAX_PER_EXPENSE,
  RECEIPT_LESS_MAX_PER_MONTH,
  type ReceiptLessSettings,
  type UpdateReceiptLessSettings,
  updateReceiptLessSettingsSchema,
} from '@mobilo/contract';
import { Button, Card, Group, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LoadState } from '../../../components/load-state';
import { useFormat } from '../../../lib/format';
import { notifyApiError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { useReceiptLessSettings, useUpdateReceiptLessSettings } from '../api/receipt-less-settings';
import '../receipt-less-texts';

interface SettingsFormValues {
  allowed: boolean;
  limitPerExpense: string;
  limitPerMonth: string;
}

function ReceiptLessSettingsForm({ settings }: { settings: ReceiptLessSettings }) {
  const { t } = useTranslation('receipt-less');
  const f = useFormat();
  const save = useUpdateReceiptLessSettings();
  const decimal = (text: string) => {
    const cents = parseLocalizedAmount(text, f.language);
    return cents === null ? text : fromCents(cents);
  };
  // The contract's rule, with amounts read as the language writes them.
  const schema = z
    .custom<SettingsFormValues>()
    .transform((v) => ({ ...v, limitPerExpense: decimal(v.limitPerExpense), limitPerMonth: decimal(v.limitPerMonth) }))
    .pipe(updateReceiptLessSettingsSchema);
  const written = (amount: string) => (f.language === 'de' ? amount.replace('.', ',') : amount);
  const form = useForm<SettingsFormValues, unknown, UpdateReceiptLessSettings>({
    resolver: zodResolver(schema),
    defaultValues: {
      allowed: settings.allowed,
      limitPerExpense: written(settings.limitPerExpense),
      limitPerMonth: written(settings.limitPerMonth),
    },
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit(
    ({ allowed, limitPerExpense, limitPerMonth }) =>
      save.mutate(
        { body: { allowed, limitPerExpense, limitPerMonth }, version: settings.version },
        {
          onSuccess: () => notifySuccess(t('settings.saved')),
          onError: (error) => notifyApiError(error),
        },
      ),
    () => notifyWarning(t('settings.invalid')),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="allowed"
          render={({ field }) => (
            <Switch
              label={t('settings.allowed')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              disabled={save.isPending}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('settings.limitPerExpense', { currency: f.currency })}
            description={t('settings.limitPerExpenseHint', { max: f.money(RECEIPT_LESS_MAX_PER_EXPENSE) })}
            inputMode="decimal"
            {...form.register('limitPerExpense')}
            disabled={save.isPending}
            error={errors.limitPerExpense ? t('settings.invalid') : undefined}
          />
          <TextInput
            label={t('settings.limitPerMonth', { currency: f.currency })}
            description={t('settings.limitPerMonthHint', { max: f.money(RECEIPT_LESS_MAX_PER_MONTH) })}
            inputMode="decimal"
            {...form.register('limitPerMonth')}
            disabled={save.isPending}
            error={errors.limitPerMonth ? t('settings.invalid') : undefined}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!isDirty}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The company's rule for expenses without a receipt, on the payroll settings page. */
export function ReceiptLessSettingsCard() {
  const { t } = useTranslation('receipt-less');
  const settings = useReceiptLessSettings();
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('settings.title')}
        </Title>
        <Text size="sm" c="dimmed" maw={760}>
          {t('settings.intro')}
        </Text>
        <LoadState
          isPending={settings.isPending}
          isError={settings.isError}
          onRetry={() => void settings.refetch()}
          errorText={t('settings.loadFailed')}
          retryText={t('settings.retry')}
        >
          {() => settings.data && <ReceiptLessSettingsForm key={settings.data.version} settings={settings.data} />}
        </LoadState>
      </Stack>
    </Card>
  );
}
