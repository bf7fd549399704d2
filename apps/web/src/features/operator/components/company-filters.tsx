import { Chip, Group, MultiSelect, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { type CompanyCurrencyFilter, companyCurrencyFilters, type UserType, userTypes } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import '../operator-texts';
import { useCountryOptions } from './operator-fields';

/** The companies filter of spec 001 §2: each is "all" while nothing is chosen. */
export interface CompanyFilterValues {
  userTypes: UserType[];
  countries: string[];
  currencies: CompanyCurrencyFilter[];
  isTrial: 'all' | 'true' | 'false';
  isInternal: 'all' | 'true' | 'false';
}

export const noCompanyFilters: CompanyFilterValues = {
  userTypes: [],
  countries: [],
  currencies: [],
  isTrial: 'all',
  isInternal: 'all',
};

interface CompanyFiltersProps {
  value: CompanyFilterValues;
  onChange: (value: CompanyFilterValues) => void;
}

/** The collapsible panel, at most 240 px tall; it scrolls inside when the phone is narrow. */
export function CompanyFilters({ value, onChange }: CompanyFiltersProps) {
  const { t } = useTranslation('operator');
  const countries = useCountryOptions();
  const set = <K extends keyof CompanyFilterValues>(key: K, next: CompanyFilterValues[K]) =>
    onChange({ ...value, [key]: next });
  const yesNo = [
    { value: 'all', label: t('filters.all') },
    { value: 'true', label: t('filters.yes') },
    { value: 'false', label: t('filters.no') },
  ];

  return (
    <Paper withBorder p="md" radius="md" mah={240} style={{ overflowY: 'auto' }} data-testid="company-filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <MultiSelect
          label={t('filters.userTypes')}
          placeholder={value.userTypes.length === 0 ? t('filters.all') : undefined}
          data={userTypes.map((type) => ({ value: type, label: t(`userTypes.${type}`) }))}
          value={value.userTypes}
          onChange={(next) => set('userTypes', next as UserType[])}
          clearable
        />
        <MultiSelect
          label={t('filters.countries')}
          placeholder={value.countries.length === 0 ? t('filters.all') : undefined}
          data={countries}
          value={value.countries}
          onChange={(next) => set('countries', next)}
          searchable
          clearable
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="currency-filter-label">
            {t('filters.currencies')}
          </Text>
          <Chip.Group
            multiple
            value={value.currencies}
            onChange={(next) => set('currencies', next as CompanyCurrencyFilter[])}
          >
            <Group gap="xs" role="group" aria-labelledby="currency-filter-label">
              {companyCurrencyFilters.map((currency) => (
                <Chip key={currency} value={currency} size="sm">
                  {currency === 'OTHERS' ? t('filters.otherCurrencies') : currency}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="trial-filter-label">
            {t('filters.trial')}
          </Text>
          <SegmentedControl
            aria-labelledby="trial-filter-label"
            data={yesNo}
            value={value.isTrial}
            onChange={(next) => set('isTrial', next as CompanyFilterValues['isTrial'])}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="internal-filter-label">
            {t('filters.internal')}
          </Text>
          <SegmentedControl
            aria-labelledby="internal-filter-label"
            data={yesNo}
            value={value.isInternal}
            onChange={(next) => set('isInternal', next as CompanyFilterValues['isInternal'])}
          />
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
