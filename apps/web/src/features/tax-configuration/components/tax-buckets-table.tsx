import { Paper, Select, SimpleGrid, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TaxCategory, UpdateTaxConfigurationRequest, updateTaxConfigurationRequestSchema } from '@mobilo/contract';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import '../../../lib/texts/tax-export-texts';

export type TaxConfigurationFormValues = z.input<typeof updateTaxConfigurationRequestSchema>;
type BucketField = Exclude<keyof UpdateTaxConfigurationRequest['buckets'][number], 'category'>;

interface TaxBucketsTableProps {
  control: Control<TaxConfigurationFormValues, unknown, UpdateTaxConfigurationRequest>;
  categories: TaxCategory[];
  errors: FieldErrors<TaxConfigurationFormValues>;
  disabled: boolean;
}

const columns: BucketField[] = ['wageTypeNumber', 'bsNr', 'wageName', 'inftySapValue', 'active'];
const columnWidth: Record<BucketField, number | undefined> = {
  wageTypeNumber: 110,
  bsNr: 170,
  wageName: undefined,
  inftySapValue: 120,
  active: 90,
};

/**
 * One row per tax category: the wage type its amounts are booked on, and whether it is in use.
 * Below the mobile breakpoint each category becomes a card of its own.
 */
export function TaxBucketsTable({ control, categories, errors, disabled }: TaxBucketsTableProps) {
  const { t } = useTranslation('taxExport');
  const mobile = useMediaQuery('(max-width: 48em)') === true;
  const error = (index: number, field: BucketField) =>
    errors.buckets?.[index]?.[field] ? t(`configuration.invalid.${field}`) : undefined;

  /** One input of a bucket; its accessible name says which category it belongs to. */
  const input = (index: number, category: TaxCategory, field: BucketField): ReactNode => {
    const name = t(`configuration.category.${category}`);
    const shared = {
      'aria-label': `${t(`configuration.buckets.${field}`)} – ${name}`,
      label: mobile ? t(`configuration.buckets.${field}`) : undefined,
      disabled,
      error: error(index, field),
    };
    return (
      <Controller
        control={control}
        name={`buckets.${index}.${field}`}
        render={({ field: { value, onChange, onBlur } }) => {
          if (field === 'wageTypeNumber') {
            return (
              <TextInput
                {...shared}
                inputMode="numeric"
                maxLength={4}
                value={value === null ? '' : String(value)}
                onChange={(event) => {
                  const text = event.currentTarget.value.trim();
                  // Digits become a number; anything else stays text so the schema can refuse it.
                  onChange(text === '' ? null : /^\d+$/.test(text) ? Number(text) : text);
                }}
                onBlur={onBlur}
              />
            );
          }
          if (field === 'bsNr') {
            return (
              <Select
                {...shared}
                allowDeselect={false}
                data={[
                  { value: '2', label: t('configuration.buckets.gross') },
                  { value: '3', label: t('configuration.buckets.net') },
                ]}
                value={String(value)}
                onChange={(next) => onChange(next === '3' ? 3 : 2)}
              />
            );
          }
          if (field === 'active') {
            // Whatever the budget does not cover otherwise is gross wage; the contract keeps it on.
            if (category === 'TAXABLE') {
              return (
                <Text size="sm" c="dimmed" title={t('configuration.buckets.taxableAlwaysActive')}>
                  {t('configuration.buckets.alwaysActive')}
                </Text>
              );
            }
            return (
              <Switch
                aria-label={t('configuration.buckets.activeOf', { category: name })}
                label={mobile ? t('configuration.buckets.active') : undefined}
                disabled={disabled}
                checked={value === true}
                onChange={(event) => onChange(event.currentTarget.checked)}
                error={error(index, field)}
              />
            );
          }
          return (
            <TextInput
              {...shared}
              maxLength={field === 'wageName' ? 100 : 20}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => onChange(event.currentTarget.value)}
              onBlur={onBlur}
            />
          );
        }}
      />
    );
  };

  if (mobile) {
    return (
      <Stack gap="sm">
        {categories.map((category, index) => (
          <Paper key={category} withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Text fw={600}>{t(`configuration.category.${category}`)}</Text>
              <SimpleGrid cols={2} spacing="xs">
                {input(index, category, 'wageTypeNumber')}
                {input(index, category, 'inftySapValue')}
              </SimpleGrid>
              {input(index, category, 'bsNr')}
              {input(index, category, 'wageName')}
              {input(index, category, 'active')}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('configuration.buckets.category')}</Table.Th>
            {columns.map((field) => (
              <Table.Th key={field} w={columnWidth[field]}>
                {t(`configuration.buckets.${field}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((category, index) => (
            <Table.Tr key={category}>
              <Table.Td w={190}>
                <Text size="sm" fw={500}>
                  {t(`configuration.category.${category}`)}
                </Text>
              </Table.Td>
              {columns.map((field) => (
                <Table.Td key={field}>{input(index, category, field)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
