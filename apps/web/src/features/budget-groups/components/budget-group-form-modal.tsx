import { Button, Group, Modal, Stack, Tabs, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AllowedMobilityTypes,
  type CreateBudgetGroupRequest,
  budgetGroupFormSchema,
  mobilityListNames,
} from '@mobilo/contract';
import { useMediaQuery } from '@mantine/hooks';
import { Controller, useForm } from 'react-hook-form';
import { useRevealInvalidField } from '../../../lib/form-errors';
import { useTranslation } from 'react-i18next';
import { IntervalSelect } from './interval-select';
import { MobilityTypePicker, purposeLists, type PurposeLists } from './mobility-type-picker';
import '../../../lib/texts/budget-groups-texts';

interface BudgetGroupFormModalProps {
  opened: boolean;
  currency: string;
  allowed: AllowedMobilityTypes;
  pending: boolean;
  onClose: () => void;
  onSubmit: (values: CreateBudgetGroupRequest) => void;
}

const emptyGroup: CreateBudgetGroupRequest = {
  name: '',
  budget: '',
  overflowInterval: [],
  companyMobilityTypes: [],
  companyNetWageMobilityTypes: [],
  abroadCompanyNetWageMobilityTypes: [],
  privateMobilityTypes: [],
  privateNetWageMobilityTypes: [],
  abroadPrivateNetWageMobilityTypes: [],
};

function withPurpose(
  values: CreateBudgetGroupRequest,
  purpose: 'company' | 'private',
  lists: PurposeLists,
): CreateBudgetGroupRequest {
  return purpose === 'company'
    ? {
        ...values,
        companyMobilityTypes: lists.regular,
        companyNetWageMobilityTypes: lists.netWage,
        abroadCompanyNetWageMobilityTypes: lists.abroadNetWage,
      }
    : {
        ...values,
        privateMobilityTypes: lists.regular,
        privateNetWageMobilityTypes: lists.netWage,
        abroadPrivateNetWageMobilityTypes: lists.abroadNetWage,
      };
}

/** The create dialog: name, budget, expiry interval and the types of both purposes. */
export function BudgetGroupFormModal({
  opened,
  currency,
  allowed,
  pending,
  onClose,
  onSubmit,
}: BudgetGroupFormModalProps) {
  const { t } = useTranslation('budgetGroups');
  const form = useForm<CreateBudgetGroupRequest>({
    resolver: zodResolver(budgetGroupFormSchema),
    defaultValues: emptyGroup,
    mode: 'onChange',
  });
  const formRef = useRevealInvalidField(form);
  const values = form.watch();
  // Three columns of checkboxes need the whole width of a phone.
  const phone = useMediaQuery('(max-width: 48em)');

  return (
    <Modal opened={opened} onClose={onClose} title={t('form.createTitle')} size="xl" fullScreen={phone}>
      <form ref={formRef} onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <Stack>
          <TextInput
            label={t('form.name')}
            required
            {...form.register('name')}
            error={form.formState.errors.name ? t('form.nameRequired') : undefined}
          />
          <Controller
            control={form.control}
            name="budget"
            render={({ field, fieldState }) => (
              <TextInput
                label={t('form.budget', { currency })}
                required
                inputMode="decimal"
                value={field.value}
                // German users type a decimal comma; the API takes a decimal point.
                onChange={(event) => field.onChange(event.currentTarget.value.replace(',', '.'))}
                onBlur={field.onBlur}
                error={fieldState.error ? t('form.budgetInvalid') : undefined}
              />
            )}
          />
          <Controller
            control={form.control}
            name="overflowInterval"
            render={({ field }) => <IntervalSelect value={field.value} onChange={field.onChange} />}
          />
          <Tabs defaultValue="company">
            <Tabs.List>
              <Tabs.Tab value="company">{t('purpose.company')}</Tabs.Tab>
              <Tabs.Tab value="private">{t('purpose.private')}</Tabs.Tab>
            </Tabs.List>
            {(['company', 'private'] as const).map((purpose) => (
              <Tabs.Panel key={purpose} value={purpose} pt="sm">
                <MobilityTypePicker
                  purpose={purpose}
                  allowed={allowed}
                  value={purposeLists(purpose, values)}
                  onChange={(lists) => {
                    const next = withPurpose(form.getValues(), purpose, lists);
                    for (const name of mobilityListNames) form.setValue(name, next[name], { shouldDirty: true });
                  }}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('detail.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
