import type { Expense, FormStatus } from '@mobilo/contract';
import {
  currencySymbol,
  isValidIsoDate,
  latestBillingDate,
  mobilityTypeCatalogue,
  periodOfDate,
} from '@mobilo/contract';
import { Alert, Button, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useRevealInvalidField } from '../../../lib/form-errors';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { useSessionUser } from '../../../lib/auth-context';
import { useCurrencies, useExchangeRate } from '../api/get-exchange-rate';
import { useUserMetadata } from '../api/get-user-metadata';
import {
  type ExpenseFormContext,
  type ExpenseFormValues,
  expenseFormStatus,
  formValuesOf,
  inFormat,
  suggestedValues,
  typesForPurpose,
  validateExpenseForm,
} from '../hooks/expense-form-rules';
import { outsideRange } from '../../../components/date-range';
import { useFormat } from '../../../lib/format';
import { ReceiptSuggestion, type ReceiptSuggestionProps } from './receipt-suggestion';
import { TargetCost } from './target-cost';
import '../expenses-texts';

export interface ExpenseFormState {
  values: ExpenseFormValues;
  status: FormStatus;
  isValid: boolean;
  context: ExpenseFormContext;
}

export interface ExpenseFormProps {
  expense: Expense | null;
  hasFile: boolean;
  /** Renders the buttons with the form's current state; `showErrors` marks every field. */
  footer: (state: ExpenseFormState, showErrors: () => void) => React.ReactNode;
  receipt: React.ReactNode;
  /** What the dropped receipt states, offered to fill the form. */
  suggestion?: Omit<ReceiptSuggestionProps, 'onApply'>;
  onStateChange?: (state: ExpenseFormState) => void;
  /** The values to start from instead of the expense's: a waiting expense opened to be fixed. */
  initialValues?: ExpenseFormValues;
}

/** The employee expense form: every rule of spec §4 and §5 applied while typing. */
export function ExpenseForm({ expense, hasFile, footer, receipt, suggestion, initialValues }: ExpenseFormProps) {
  const { t } = useTranslation('expenses');
  const user = useSessionUser();
  const f = useFormat();
  const today = new Date().toISOString().slice(0, 10);
  const form = useForm<ExpenseFormValues>({
    defaultValues: initialValues ?? formValuesOf(expense, today, f.currency, f.language),
  });
  const values = form.watch();
  const { touchedFields, isSubmitted } = form.formState;
  const month = values.date && isValidIsoDate(values.date) ? periodOfDate(values.date) : null;
  const metadata = useUserMetadata(user.id, month ?? periodOfDate(today));
  const professional = !user.isLight;
  const currencies = useCurrencies(professional);
  const rate = useExchangeRate(values.originalCurrency, f.currency, values.date);

  const context: ExpenseFormContext = useMemo(
    () => ({
      numberFormat: f.language,
      companyCurrency: f.currency,
      minDate: metadata.data?.minActivenessDate ?? null,
      maxDate: latestBillingDate(),
      companyTypes: metadata.data?.companyMobilityTypes ?? [],
      privateTypes: metadata.data?.privateMobilityTypes ?? [],
      allowedOrigins: metadata.data?.allowedOrigins ?? ['HOME'],
    }),
    [f.language, f.currency, metadata.data],
  );
  // A typed text that is no day keeps the form from saving the day the field held before.
  const [dateUnreadable, setDateUnreadable] = useState(false);
  const errors = validateExpenseForm(values, context);
  if (dateUnreadable) errors.date = 'expenseDateInvalid';
  const formRef = useRevealInvalidField(form, { invalid: Object.keys(errors).length > 0 });
  const status = expenseFormStatus(values, errors, hasFile, expense?.status ?? null, f.currency);
  const shown = (field: keyof ExpenseFormValues) =>
    (touchedFields[field] || isSubmitted) && errors[field]
      ? t(`form.errors.${errors[field]}` as 'form.errors.expenseCostInvalid', {
          date: f.date(context.minDate),
          max: f.date(context.maxDate),
        })
      : undefined;

  // A new date re-reads the rate; a day without one leaves the field for the user to fill.
  useEffect(() => {
    if (values.originalCurrency === f.currency) form.setValue('exchangeRate', inFormat('1.000000', f.language));
    else if (rate.data?.rate) form.setValue('exchangeRate', inFormat(rate.data.rate, f.language));
  }, [rate.data, values.originalCurrency, f.currency, f.language, form]);
  // Changing the date resets an origin the new month does not allow.
  useEffect(() => {
    if (metadata.data && !metadata.data.allowedOrigins.includes(form.getValues('origin')))
      form.setValue('origin', 'HOME');
  }, [metadata.data, form]);

  const allowedCurrencies = professional ? (currencies.data ?? [f.currency]) : [f.currency];
  const suggestedCurrency = suggestion?.reading?.currency ?? null;
  const applySuggestion = () => {
    if (!suggestion?.reading) return;
    for (const [field, value] of Object.entries(suggestedValues(suggestion.reading, f.language, allowedCurrencies))) {
      form.setValue(field as 'date', value, { shouldTouch: true, shouldDirty: true });
    }
    suggestion.onDismiss();
  };

  const types = typesForPurpose(values.purpose, context);
  const noTypes = metadata.isSuccess && values.purpose !== null && types.length === 0;
  const language = f.language;

  return (
    <form ref={formRef} onSubmit={(event) => event.preventDefault()} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('form.cost')}
            required
            inputMode="decimal"
            {...form.register('originalCostString')}
            error={shown('originalCostString')}
          />
          {professional ? (
            <Controller
              control={form.control}
              name="originalCurrency"
              render={({ field }) => (
                <Select
                  label={t('form.currency')}
                  data={(currencies.data ?? [f.currency]).map((code) => ({
                    value: code,
                    label: `${code} (${currencySymbol(code, f.locale)})`,
                  }))}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? f.currency)}
                  searchable
                  allowDeselect={false}
                />
              )}
            />
          ) : (
            <TextInput label={t('form.currency')} value={f.currency} readOnly />
          )}
        </SimpleGrid>
        {/* Beside the cost it fills, where the user looks, not below the fold under the receipt. */}
        {suggestion && (
          <ReceiptSuggestion
            {...suggestion}
            currencyUsable={suggestedCurrency === null || allowedCurrencies.includes(suggestedCurrency)}
            ownCurrency={f.currency}
            formCurrency={values.originalCurrency}
            onApply={applySuggestion}
          />
        )}
        {values.originalCurrency !== f.currency && (
          <TextInput
            label={t('form.exchangeRate')}
            {...form.register('exchangeRate')}
            description={
              rate.data?.rate ? t('form.rateOf', { date: f.date(rate.data.rateDate) }) : t('form.rateMissing')
            }
            error={shown('exchangeRate')}
          />
        )}
        <TargetCost values={values} />
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <DateField
              label={t('form.date')}
              required
              value={field.value}
              onChange={field.onChange}
              onUnreadable={setDateUnreadable}
              onBlur={field.onBlur}
              excludeDate={outsideRange(context.minDate, context.maxDate)}
              error={shown('date')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="purpose"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('form.purpose')}
              </Text>
              <SegmentedControl
                data={[
                  { value: 'work', label: t('purpose.work', { ns: 'common' }) },
                  { value: 'private', label: t('purpose.private', { ns: 'common' }) },
                ]}
                value={field.value ?? ''}
                onChange={(value) => {
                  const purpose = value as 'work' | 'private';
                  field.onChange(purpose);
                  form.setValue('purpose', purpose, { shouldTouch: true });
                  const allowed = typesForPurpose(purpose, context);
                  const type = form.getValues('mobilityType');
                  if (type && !allowed.includes(type)) form.setValue('mobilityType', null);
                }}
              />
              {isSubmitted && errors.purpose && (
                <Text size="xs" c="danger">
                  {t('form.errors.purposeRequired')}
                </Text>
              )}
            </Stack>
          )}
        />
        {metadata.isError && (
          <Alert color="danger" variant="light" title={t('form.typesFailed')}>
            <Button size="xs" variant="light" onClick={() => void metadata.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        )}
        {noTypes && (
          <Alert color="warning" variant="light">
            {t(metadata.data?.budgetGroup ? 'form.noMobilityTypesInBudgetGroupForUser' : 'form.noMobilityTypesForUser')}
          </Alert>
        )}
        <Controller
          control={form.control}
          name="mobilityType"
          render={({ field }) => (
            <Select
              label={t('form.type')}
              required
              data={types.map((type) => ({ value: type, label: mobilityTypeCatalogue[type][language] }))}
              value={field.value}
              onChange={(v) => field.onChange(v)}
              onBlur={field.onBlur}
              disabled={values.purpose === null}
              error={shown('mobilityType')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="origin"
          render={({ field }) => (
            <Select
              label={t('form.origin')}
              required
              data={context.allowedOrigins.map((o) => ({ value: o, label: t(`origin.${o}`, { ns: 'common' }) }))}
              value={field.value}
              onChange={(v) => field.onChange(v ?? 'HOME')}
              allowDeselect={false}
            />
          )}
        />
        <Textarea label={t('form.comment')} rows={4} {...form.register('comment')} />
        {receipt}
        {footer(
          { values, status, isValid: Object.keys(errors).length === 0, context },
          () => void form.handleSubmit(() => undefined)(),
        )}
      </Stack>
    </form>
  );
}
