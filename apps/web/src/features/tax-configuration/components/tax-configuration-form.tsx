import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  missingExportSettings,
  taxCategories,
  type TaxConfiguration,
  type UpdateTaxConfigurationRequest,
  updateTaxConfigurationRequestSchema,
} from '@mobilo/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { Controller, type FieldPath, useForm, type UseFormReturn } from 'react-hook-form';
import { useRevealInvalidField } from '../../../lib/form-errors';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { notifyApiError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { useUpdateTaxConfiguration } from '../api/update-tax-configuration';
import { TaxBucketsTable, type TaxConfigurationFormValues } from './tax-buckets-table';
import '../../../lib/texts/tax-export-texts';

/** The stored configuration as form values: one bucket per category, in the contract's order. */
export function toFormValues(configuration: TaxConfiguration): TaxConfigurationFormValues {
  return {
    consultantNumber: configuration.consultantNumber,
    clientNumber: configuration.clientNumber,
    netWageActive: configuration.netWageActive,
    alphanumericPersonalNumbers: configuration.alphanumericPersonalNumbers,
    defaultWorkingDays: configuration.defaultWorkingDays,
    buckets: taxCategories.map((category) => {
      const bucket = configuration.buckets.find((candidate) => candidate.category === category);
      return {
        category,
        wageTypeNumber: bucket?.wageTypeNumber ?? null,
        bsNr: bucket?.bsNr ?? 2,
        wageName: bucket?.wageName ?? '',
        inftySapValue: bucket?.inftySapValue ?? null,
        active: bucket?.active ?? true,
      };
    }),
  };
}

type Form = UseFormReturn<TaxConfigurationFormValues, unknown, UpdateTaxConfigurationRequest>;

/** A refused field ("body.buckets.1.wageTypeNumber") is marked on the form; true when one was. */
function markServerError(form: Form, error: unknown): boolean {
  if (!isApiError(error) || error.errorCode !== 'INVALID_INPUT' || !error.parameter?.startsWith('body.')) return false;
  const field = error.parameter.slice('body.'.length);
  if (field === '') return false;
  form.setError(field as FieldPath<TaxConfigurationFormValues>, { type: 'server' }, { shouldFocus: true });
  return true;
}

/** DATEV numbers, the net-wage switch and the buckets, saved together. */
export function TaxConfigurationForm({ configuration }: { configuration: TaxConfiguration }) {
  const { t } = useTranslation('taxExport');
  const save = useUpdateTaxConfiguration();
  const form: Form = useForm<TaxConfigurationFormValues, unknown, UpdateTaxConfigurationRequest>({
    resolver: zodResolver(updateTaxConfigurationRequestSchema),
    defaultValues: toFormValues(configuration),
    mode: 'onChange',
  });
  const formRef = useRevealInvalidField(form);
  const { errors, isDirty } = form.formState;
  const missing = missingExportSettings(configuration);

  const submit = form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: (saved) => {
          form.reset(toFormValues(saved));
          notifySuccess(t('configuration.saved'));
        },
        onError: (error) => {
          if (markServerError(form, error)) notifyWarning(t('configuration.invalid.form'));
          else notifyApiError(error);
        },
      }),
    () => notifyWarning(t('configuration.invalid.form')),
  );

  const numberField = (name: 'consultantNumber' | 'clientNumber', maxLength: number) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextInput
          label={t(`configuration.datev.${name}`)}
          description={t(`configuration.datev.${name}Hint`)}
          inputMode="numeric"
          maxLength={maxLength}
          disabled={save.isPending}
          value={field.value ?? ''}
          // An empty field means "not set yet", which the contract spells null.
          onChange={(event) =>
            field.onChange(event.currentTarget.value.trim() === '' ? null : event.currentTarget.value.trim())
          }
          onBlur={field.onBlur}
          error={errors[name] ? t(`configuration.invalid.${name}`) : undefined}
        />
      )}
    />
  );

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('configuration.datev.title')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} maw={640}>
              {numberField('consultantNumber', 7)}
              {numberField('clientNumber', 5)}
            </SimpleGrid>
            {missing.length > 0 && (
              <Alert color="warning" icon={<IconInfoCircle size={18} />} p="xs">
                {t('configuration.datev.missing')}
              </Alert>
            )}
            <Controller
              control={form.control}
              name="alphanumericPersonalNumbers"
              render={({ field }) => (
                <Switch
                  label={t('configuration.datev.alphanumericPersonalNumbers')}
                  description={t('configuration.datev.alphanumericPersonalNumbersHint')}
                  disabled={save.isPending}
                  checked={field.value ?? false}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="defaultWorkingDays"
              render={({ field }) => (
                <NumberInput
                  label={t('configuration.datev.defaultWorkingDays')}
                  description={t('configuration.datev.defaultWorkingDaysHint')}
                  maw={310}
                  min={0}
                  max={31}
                  allowDecimal={false}
                  allowNegative={false}
                  disabled={save.isPending}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                  onBlur={field.onBlur}
                  error={errors.defaultWorkingDays ? t('configuration.invalid.defaultWorkingDays') : undefined}
                />
              )}
            />
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('configuration.buckets.title')}
            </Title>
            <Controller
              control={form.control}
              name="netWageActive"
              render={({ field }) => (
                <Switch
                  label={t('configuration.netWage.label')}
                  description={t('configuration.netWage.hint')}
                  disabled={save.isPending}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
            <TaxBucketsTable
              control={form.control}
              categories={[...taxCategories]}
              errors={errors}
              disabled={save.isPending}
            />
            <Text size="sm" c="dimmed">
              {t('configuration.buckets.lougHint')}
            </Text>
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!isDirty || save.isPending}
            onClick={() => form.reset(toFormValues(configuration))}
          >
            {t('configuration.reset')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('configuration.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
