import { Group, MultiSelect, Radio, Stack } from '@mantine/core';
import type { PartnerOfferForm, PartnerOfferInput } from '@mobilo/contract';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCompanyOptions } from '../../../lib/company-options';
import '../partner-offer-texts';
import { useCountryOptions } from './operator-fields';

/** Who sees an offer: the companies of some countries, all of them or only those chosen. */
export function PartnerOfferAudience({ form }: { form: UseFormReturn<PartnerOfferForm, unknown, PartnerOfferInput> }) {
  const { t } = useTranslation('partner-offers');
  const countries = useCountryOptions();
  const companies = useCompanyOptions();
  const companyIds = form.watch('companyIds');
  const { errors } = form.formState;
  return (
    <Stack gap="md">
      <Controller
        control={form.control}
        name="countries"
        render={({ field }) => (
          <MultiSelect
            label={t('form.countries')}
            required
            searchable
            data={countries}
            value={field.value}
            onChange={field.onChange}
            error={errors.countries && t('form.chooseCountry')}
          />
        )}
      />
      <Radio.Group
        label={t('form.companies')}
        value={companyIds === null ? 'all' : 'chosen'}
        onChange={(next) => form.setValue('companyIds', next === 'all' ? null : [], { shouldValidate: false })}
      >
        <Group gap="lg" mt={6}>
          <Radio value="all" label={t('form.allCompanies')} />
          <Radio value="chosen" label={t('form.chosenCompanies')} />
        </Group>
      </Radio.Group>
      {companyIds !== null && (
        <Controller
          control={form.control}
          name="companyIds"
          render={({ field }) => (
            <MultiSelect
              label={t('form.chooseCompanies')}
              required
              searchable
              data={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
              value={field.value ?? []}
              onChange={field.onChange}
              error={errors.companyIds && t('form.chooseCompany')}
            />
          )}
        />
      )}
    </Stack>
  );
}
