import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { wageTypeNumberSchema } from '@mobilo/contract';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../lib/notify';
import { LoadState } from './load-state';

/** A typed wage type as the contract takes it: empty for none, else a whole number from 1 to 9999. */
export function wageTypeOf(typed: string): { value: number | null } | { error: 'invalid' } {
  const text = typed.trim();
  if (!text) return { value: null };
  const parsed = wageTypeNumberSchema.safeParse(/^\d+$/.test(text) ? Number(text) : Number.NaN);
  return parsed.success ? { value: parsed.data } : { error: 'invalid' };
}

/** One wage type of the form, labelled in the feature's words. */
export interface WageTypeField<K extends string> {
  name: K;
  label: string;
  description?: string;
}

type WageTypes<K extends string> = Record<K, number | null>;
/** A versioned settings object that holds the wage types (docs/adr/0022). */
type VersionedWageTypes<K extends string> = WageTypes<K> & { version: number };

interface WageTypesFormProps<K extends string> {
  fields: readonly WageTypeField<K>[];
  settings: VersionedWageTypes<K>;
  saving: boolean;
  /** Saves the wage types naming the version the form was filled from; a rejection keeps what is typed. */
  onSave: (values: WageTypes<K>, version: number) => Promise<unknown>;
}

function WageTypesForm<K extends string>({ fields, settings, saving, onSave }: WageTypesFormProps<K>) {
  const { t } = useTranslation('common');
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map(({ name }) => [name, settings[name]?.toString() ?? ''])) as Record<K, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});

  const send = async () => {
    const next: Partial<Record<K, string>> = {};
    const parsed = {} as WageTypes<K>;
    for (const { name } of fields) {
      const typed = wageTypeOf(values[name]);
      if ('error' in typed) next[name] = t('wageTypes.invalid');
      else parsed[name] = typed.value;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    await onSave(parsed, settings.version);
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
        <SimpleGrid cols={{ base: 1, sm: Math.min(fields.length, 3) }} spacing="md">
          {fields.map(({ name, label, description }) => (
            <TextInput
              key={name}
              label={label}
              description={description ?? t('wageTypes.hint')}
              inputMode="numeric"
              value={values[name]}
              onChange={(event) => {
                const typed = event.currentTarget.value;
                setValues((current) => ({ ...current, [name]: typed }));
              }}
              error={errors[name]}
            />
          ))}
        </SimpleGrid>
        <div>
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={saving}>
            {t('wageTypes.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export interface WageTypesSectionProps<K extends string> extends Omit<WageTypesFormProps<K>, 'settings'> {
  /** The heading's id, which names the section for assistive technology. */
  headingId: string;
  title: string;
  intro: string;
  query: {
    data: VersionedWageTypes<K> | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
}

/**
 * A settings section of the wage types payroll books a feature's amounts on: a versioned settings
 * object read by `query`, a field per wage type (empty for none, else 1 to 9999 as DATEV takes it)
 * and one save that names the version the form was filled from.
 */
export function WageTypesSection<K extends string>({
  headingId,
  title,
  intro,
  query,
  ...form
}: WageTypesSectionProps<K>) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        </Stack>
        <LoadState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()}>
          {/* Keyed by the version it was filled from: the settings as another admin saved them refill it. */}
          {() => <WageTypesForm key={query.data!.version} settings={query.data!} {...form} />}
        </LoadState>
      </Stack>
    </Paper>
  );
}
