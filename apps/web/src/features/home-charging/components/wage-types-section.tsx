import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ChargingSettings, wageTypeNumberSchema } from '@mobilo/contract';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { notifySuccess } from '../../../lib/notify';
import { useChargingSettings } from '../api/get-charging-settings';
import { useUpdateChargingSettings } from '../api/update-charging-settings';
import '../home-charging-texts';

type Field = 'taxFreeWageTypeNumber' | 'taxableWageTypeNumber';
const fields: readonly Field[] = ['taxFreeWageTypeNumber', 'taxableWageTypeNumber'];

/** A typed wage type as the contract takes it: empty for none, else a whole number from 1 to 9999. */
export function wageTypeOf(typed: string): { value: number | null } | { error: 'invalid' } {
  const text = typed.trim();
  if (!text) return { value: null };
  const parsed = wageTypeNumberSchema.safeParse(/^\d+$/.test(text) ? Number(text) : Number.NaN);
  return parsed.success ? { value: parsed.data } : { error: 'invalid' };
}

function WageTypesForm({ settings }: { settings: ChargingSettings }) {
  const { t } = useTranslation('home-charging');
  const save = useUpdateChargingSettings();
  const [values, setValues] = useState<Record<Field, string>>({
    taxFreeWageTypeNumber: settings.taxFreeWageTypeNumber?.toString() ?? '',
    taxableWageTypeNumber: settings.taxableWageTypeNumber?.toString() ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const send = async () => {
    const parsed = Object.fromEntries(fields.map((field) => [field, wageTypeOf(values[field])])) as Record<
      Field,
      ReturnType<typeof wageTypeOf>
    >;
    const next: typeof errors = {};
    for (const field of fields) if ('error' in parsed[field]) next[field] = t('wageTypes.invalid');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const valueOf = (field: Field) => ('value' in parsed[field] ? parsed[field].value : null);
    await save.mutateAsync({
      body: {
        taxFreeWageTypeNumber: valueOf('taxFreeWageTypeNumber'),
        taxableWageTypeNumber: valueOf('taxableWageTypeNumber'),
      },
      version: settings.version,
    });
    notifySuccess(t('wageTypes.saved'));
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send().catch(() => undefined);
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {fields.map((field) => (
            <TextInput
              key={field}
              label={t(`wageTypes.${field}`)}
              description={t(`wageTypes.${field}Hint`)}
              inputMode="numeric"
              value={values[field]}
              onChange={(event) => {
                const typed = event.currentTarget.value;
                setValues((current) => ({ ...current, [field]: typed }));
              }}
              error={errors[field]}
            />
          ))}
        </SimpleGrid>
        <div>
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending}>
            {t('wageTypes.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/**
 * The wage types payroll books the refunds on: tax-free Auslagenersatz for company cars, taxable
 * wage for own cars. Without one, the DATEV files cannot book the refund (the export warns).
 */
export function WageTypesSection() {
  const { t } = useTranslation('home-charging');
  const settings = useChargingSettings();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="wage-types-title">
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h3" id="wage-types-title">
            {t('wageTypes.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('wageTypes.intro')}
          </Text>
        </Stack>
        <LoadState isPending={settings.isPending} isError={settings.isError} onRetry={() => void settings.refetch()}>
          {/* Keyed by the version it was filled from: the settings as another admin saved them refill it. */}
          {() => <WageTypesForm key={settings.data!.version} settings={settings.data!} />}
        </LoadState>
      </Stack>
    </Paper>
  );
}
