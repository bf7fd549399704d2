import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { localizedResolver } from '../../../lib/localized-resolver';
import {
  companyCurrencies,
  type CreateCompanyForm,
  createCompanyRequestSchema,
  languages,
  userTypes,
} from '@mobilo/contract';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { showServerErrorOnField, useRevealInvalidField } from '../../../lib/form-errors';
import { apiErrorMessage, notifySuccess, toApiErrorOrUnknown } from '../../../lib/notify';
import { useCreateCompany } from '../api/create-company';
import '../operator-texts';
import { useCountryOptions } from './operator-fields';

/** Spec 001 §3 "Company create form" with its defaults. */
const defaults: CreateCompanyForm = {
  name: '',
  defaultUserType: 'LIGHT',
  isTrialAccount: false,
  isInternal: false,
  country: 'DE',
  currency: 'EUR',
  defaultLanguage: 'en',
};

/** /god/companies/new: the company, its periods, tax buckets and first budget group in one step. */
export function CompanyCreatePage() {
  const { t } = useTranslation('operator');
  const navigate = useNavigate();
  const create = useCreateCompany();
  const form = useForm<CreateCompanyForm>({
    resolver: localizedResolver(zodResolver(createCompanyRequestSchema)),
    defaultValues: defaults,
  });
  const formRef = useRevealInvalidField(form);
  const countries = useCountryOptions();
  const error = (name: keyof CreateCompanyForm) =>
    form.formState.errors[name] ? form.formState.errors[name]?.message || t('form.invalid') : undefined;
  const select = (name: 'defaultUserType' | 'country' | 'currency' | 'defaultLanguage', data: unknown[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`company.fields.${name}`)}
          data={data as never}
          value={field.value ?? null}
          onChange={(value) => field.onChange(value)}
          searchable={name === 'country' || name === 'currency'}
          allowDeselect={false}
          required
          error={error(name)}
        />
      )}
    />
  );

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (company) => {
        notifySuccess(t('messages.companyCreated'));
        void navigate(paths.god.companyLicense.href(company.id));
      },
      onError: (failure) =>
        showServerErrorOnField(form, failure, apiErrorMessage(toApiErrorOrUnknown(failure)), {
          COMPANY_NAME_TAKEN: 'name',
        }),
    }),
  );

  return (
    <Stack maw={760} gap="lg">
      <Title order={1}>{t('company.createTitle')}</Title>
      <Paper
        withBorder
        p="lg"
        radius="md"
        component="form"
        ref={formRef}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <Stack gap="md">
          <TextInput label={t('company.fields.name')} required {...form.register('name')} error={error('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {select(
              'defaultUserType',
              userTypes.map((type) => ({ value: type, label: t(`userTypes.${type}`) })),
            )}
            {select(
              'defaultLanguage',
              languages.map((language) => ({ value: language, label: t(`languages.${language}`) })),
            )}
            {select('country', countries)}
            {select('currency', [...companyCurrencies])}
          </SimpleGrid>
          <Checkbox label={t('company.fields.isTrialAccount')} {...form.register('isTrialAccount')} />
          <Checkbox label={t('company.fields.isInternal')} {...form.register('isInternal')} />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={paths.god.companies.href()}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('company.create')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
