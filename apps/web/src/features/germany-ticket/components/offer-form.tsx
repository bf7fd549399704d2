import {
  Alert,
  Button,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type GermanyTicketOffer,
  losesJobTicketDiscount,
  type GermanyTicketOfferForm,
  germanyTicketOfferFormSchema,
} from '@mobilo/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useRevealInvalidField } from '../../../lib/form-errors';
import { useTranslation } from 'react-i18next';
import { localizedResolver } from '../../../lib/localized-resolver';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateOffer } from '../api/update-offer';
import '../germany-ticket-texts';
import { TicketSplit } from './ticket-split';

const termsOf = ({ provider: _p, licence: _l, example: _e, version: _v, ...terms }: GermanyTicketOffer) => terms;

/**
 * The company's job-ticket terms: subsidy, tax treatment, who may book, deadlines and wage types.
 * The form starts from the offer it is given and keeps what is typed into it: the page gives it a
 * new key for each version, so a background refetch of the same version never resets it.
 */
export function OfferForm({ offer }: { offer: GermanyTicketOffer }) {
  const { t } = useTranslation('germany-ticket');
  const update = useUpdateOffer();
  const form = useForm<GermanyTicketOfferForm>({
    resolver: localizedResolver(zodResolver(germanyTicketOfferFormSchema)),
    defaultValues: termsOf(offer),
  });
  const formRef = useRevealInvalidField(form);
  const values = form.watch();
  const errors = form.formState.errors;
  const subsidy =
    values.subsidyKind === 'AMOUNT'
      ? ({
          kind: 'AMOUNT',
          amount: /^\d+(\.\d{1,2})?$/.test(values.subsidyAmount) ? values.subsidyAmount : '0',
        } as const)
      : ({ kind: 'PERCENT', percent: Number(values.subsidyPercent) || 0 } as const);
  const discountLost = !values.paidFromBudget && losesJobTicketDiscount(offer.example.month, subsidy);
  const submit = form.handleSubmit((body) =>
    update.mutate({ body, version: offer.version }, { onSuccess: () => notifySuccess(t('offer.saved')) }),
  );
  const wageType = (name: 'subsidyWageTypeNumber' | 'shareWageTypeNumber', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={t('offer.wageTypeHint')}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value === '' ? null : Number(value))}
          min={1}
          max={9999}
          allowDecimal={false}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="offer-title">
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="offer-title">
            {t('offer.title')}
          </Title>
          <Switch label={t('offer.isActive')} {...form.register('isActive')} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="subsidy-kind">
              {t('offer.subsidyKind')}
            </Text>
            <Controller
              control={form.control}
              name="subsidyKind"
              render={({ field }) => (
                <SegmentedControl
                  aria-labelledby="subsidy-kind"
                  data={(['PERCENT', 'AMOUNT'] as const).map((kind) => ({ value: kind, label: t(`offer.${kind}`) }))}
                  value={field.value}
                  onChange={field.onChange}
                  disabled={values.paidFromBudget}
                  w="fit-content"
                />
              )}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {values.subsidyKind === 'PERCENT' ? (
              <Controller
                control={form.control}
                name="subsidyPercent"
                render={({ field }) => (
                  <NumberInput
                    label={t('offer.subsidyPercent')}
                    value={field.value}
                    onChange={(value) => field.onChange(Number(value) || 0)}
                    min={0}
                    max={100}
                    suffix=" %"
                    allowDecimal={false}
                    disabled={values.paidFromBudget}
                    error={errors.subsidyPercent?.message}
                  />
                )}
              />
            ) : (
              <TextInput
                label={t('offer.subsidyAmount')}
                rightSection="€"
                inputMode="decimal"
                disabled={values.paidFromBudget}
                {...form.register('subsidyAmount', { setValueAs: (value: string) => value.trim().replace(',', '.') })}
                error={errors.subsidyAmount?.message}
              />
            )}
            <Controller
              control={form.control}
              name="taxTreatment"
              render={({ field }) => (
                <Select
                  label={t('offer.taxTreatment')}
                  description={t('offer.taxTreatmentHint')}
                  data={(['TAX_FREE', 'FLAT_25'] as const).map((value) => ({ value, label: t(`offer.${value}`) }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                  disabled={values.paidFromBudget}
                />
              )}
            />
          </SimpleGrid>
          {discountLost && (
            <Alert color="warning" icon={<IconAlertTriangle size={18} />} data-testid="discount-lost">
              {t('offer.discountLost')}
            </Alert>
          )}
          <Switch
            label={t('offer.paidFromBudget')}
            description={t('offer.paidFromBudgetHint')}
            {...form.register('paidFromBudget')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="eligibility"
              render={({ field }) => (
                <Select
                  label={t('offer.eligibility')}
                  description={offer.licence === 'LIMITED' ? t('offer.limitedLicence') : undefined}
                  data={(['EVERYONE', 'WITHOUT_BUDGET_GROUP'] as const).map((value) => ({
                    value,
                    label: t(`offer.${value}`),
                  }))}
                  value={offer.licence === 'LIMITED' ? 'WITHOUT_BUDGET_GROUP' : field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                  disabled={offer.licence === 'LIMITED'}
                />
              )}
            />
            <Controller
              control={form.control}
              name="orderDeadlineDay"
              render={({ field }) => (
                <NumberInput
                  label={t('offer.orderDeadlineDay')}
                  value={field.value}
                  onChange={(value) => field.onChange(Number(value) || 1)}
                  min={1}
                  max={28}
                  allowDecimal={false}
                  error={errors.orderDeadlineDay?.message}
                />
              )}
            />
            {wageType('subsidyWageTypeNumber', t('offer.subsidyWageType'))}
            {wageType('shareWageTypeNumber', t('offer.shareWageType'))}
          </SimpleGrid>
          <Switch label={t('offer.requiresDateOfBirth')} {...form.register('requiresDateOfBirth')} />
          {!values.paidFromBudget && <TicketSplit split={offer.example} title={t('offer.example')} audience="admin" />}
          <Text size="xs" c="dimmed">
            {t('offer.provider')}
          </Text>
          <div>
            <Button type="submit" loading={update.isPending} disabled={!form.formState.isDirty}>
              {t('offer.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
