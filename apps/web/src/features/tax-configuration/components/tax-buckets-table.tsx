import { Select, Switch, Table, Text, TextInput } from '@mantine/core';
import type { UpdateTaxConfigurationRequest, updateTaxConfigurationRequestSchema } from '@mobilo/contract';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

export type TaxConfigurationFormValues = z.input<typeof updateTaxConfigurationRequestSchema>;
type BucketField = Exclude<keyof UpdateTaxConfigurationRequest['buckets'][number], 'category'>;

interface TaxBucketsTableProps {
  control: Control<TaxConfigurationFormValues, unknown, UpdateTaxConfigurationRequest>;
  categories: TaxConfigurationFormValues['buckets'][number]['category'][];
  errors: FieldErrors<TaxConfigurationFormValues>;
  disabled: boolean;
}

/** One row per tax category: the wage type its amounts are booked on, and whether it is in use. */
export function TaxBucketsTable({ control, categories, errors, disabled }: TaxBucketsTableProps) {
  const { t } = useTranslation('taxExport');
  const error = (index: number, field: BucketField) =>
    errors.buckets?.[index]?.[field] ? t(`configuration.invalid.${field}`) : undefined;
  const label = (field: BucketField, category: string) => `${t(`configuration.buckets.${field}`)} – ${category}`;

  return (
    <Table.ScrollContainer minWidth={880}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('configuration.buckets.category')}</Table.Th>
            <Table.Th w={130}>{t('configuration.buckets.wageTypeNumber')}</Table.Th>
            <Table.Th w={190}>{t('configuration.buckets.bsNr')}</Table.Th>
            <Table.Th>{t('configuration.buckets.wageName')}</Table.Th>
            <Table.Th w={130}>{t('configuration.buckets.inftySapValue')}</Table.Th>
            <Table.Th w={80}>{t('configuration.buckets.active')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((category, index) => {
            const name = t(`configuration.category.${category}`);
            // Whatever the budget does not cover otherwise is gross wage; the contract keeps it on.
            const alwaysActive = category === 'TAXABLE';
            return (
              <Table.Tr key={category}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Controller
                    control={control}
                    name={`buckets.${index}.wageTypeNumber`}
                    render={({ field }) => (
                      <TextInput
                        aria-label={label('wageTypeNumber', name)}
                        inputMode="numeric"
                        maxLength={4}
                        disabled={disabled}
                        value={field.value === null ? '' : String(field.value)}
                        onChange={(event) => {
                          const text = event.currentTarget.value.trim();
                          // Digits become a number; anything else stays text so the schema can refuse it.
                          field.onChange(text === '' ? null : /^\d+$/.test(text) ? Number(text) : text);
                        }}
                        onBlur={field.onBlur}
                        error={error(index, 'wageTypeNumber')}
                      />
                    )}
                  />
                </Table.Td>
                <Table.Td>
                  <Controller
                    control={control}
                    name={`buckets.${index}.bsNr`}
                    render={({ field }) => (
                      <Select
                        aria-label={label('bsNr', name)}
                        allowDeselect={false}
                        disabled={disabled}
                        data={[
                          { value: '2', label: t('configuration.buckets.gross') },
                          { value: '3', label: t('configuration.buckets.net') },
                        ]}
                        value={String(field.value)}
                        onChange={(value) => field.onChange(value === '3' ? 3 : 2)}
                        error={error(index, 'bsNr')}
                      />
                    )}
                  />
                </Table.Td>
                <Table.Td>
                  <Controller
                    control={control}
                    name={`buckets.${index}.wageName`}
                    render={({ field }) => (
                      <TextInput
                        aria-label={label('wageName', name)}
                        maxLength={100}
                        disabled={disabled}
                        {...field}
                        error={error(index, 'wageName')}
                      />
                    )}
                  />
                </Table.Td>
                <Table.Td>
                  <Controller
                    control={control}
                    name={`buckets.${index}.inftySapValue`}
                    render={({ field }) => (
                      <TextInput
                        aria-label={label('inftySapValue', name)}
                        maxLength={20}
                        disabled={disabled}
                        value={field.value ?? ''}
                        onChange={(event) => field.onChange(event.currentTarget.value)}
                        onBlur={field.onBlur}
                        error={error(index, 'inftySapValue')}
                      />
                    )}
                  />
                </Table.Td>
                <Table.Td>
                  <Controller
                    control={control}
                    name={`buckets.${index}.active`}
                    render={({ field }) => (
                      <Switch
                        aria-label={t('configuration.buckets.activeOf', { category: name })}
                        title={alwaysActive ? t('configuration.buckets.taxableAlwaysActive') : undefined}
                        disabled={disabled || alwaysActive}
                        checked={field.value}
                        onChange={(event) => field.onChange(event.currentTarget.checked)}
                        error={error(index, 'active')}
                      />
                    )}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
