import {
  type CreateReceiptLessExpense,
  type ErrorCode,
  fromCents,
  latestBillingDate,
  mobilityTypeCatalogue,
  periodOfDate,
  toCents,
} from '@mobilo/contract';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { outsideRange } from '../../../components/date-range';
import { useSessionUser } from '../../../lib/auth-context';
import { showServerErrorOnField, useRevealInvalidField } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { apiErrorMessage, notifyApiError, toApiErrorOrUnknown } from '../../../lib/notify';
import { useUserMetadata } from '../api/get-user-metadata';
import { useDeclareReceiptLessExpense, useReceiptLessAllowance } from '../api/receipt-less';
import { typesForPurpose } from '../hooks/expense-form-rules';
import {
  emptyReceiptLessForm,
  receiptLessResolver,
  type ReceiptLessFormValues,
} from '../hooks/receipt-less-form-schema';
import '../receipt-less-texts';

/** The server's refusals that belong to a field of the form. */
const fieldOfError: Partial<Record<ErrorCode, FieldPath<ReceiptLessFormValues>>> = {
  RECEIPT_LESS_OVER_EXPENSE_LIMIT: 'originalCost',
  RECEIPT_LESS_OVER_MONTH_LIMIT: 'originalCost',
  PERIOD_NOT_FOUND: 'date',
  PERIOD_NOT_STARTED: 'date',
  PERIOD_CLOSED: 'date',
};

export interface ReceiptLessFormProps {
  onDone: (expenseId: string) => void;
  onCancel: () => void;
}

/** The declaration of an expense without a receipt: the facts a receipt would state, and the assurance. */
export function ReceiptLessForm({ onDone, onCancel }: ReceiptLessFormProps) {
  const { t } = useTranslation('receipt-less');
  const f = useFormat();
  const user = useSessionUser();
  const today = new Date().toISOString().slice(0, 10);
  const declare = useDeclareReceiptLessExpense();
  const form = useForm<ReceiptLessFormValues, unknown, CreateReceiptLessExpense>({
    resolver: receiptLessResolver(f.language),
    defaultValues: emptyReceiptLessForm(today),
  });
  const formRef = useRevealInvalidField(form);
  const { errors } = form.formState;
  const values = form.watch();
  const month = /^\d{4}-\d{2}-\d{2}$/.test(values.date) ? periodOfDate(values.date) : periodOfDate(today);
  const metadata = useUserMetadata(user.id, month);
  const context = {
    companyTypes: metadata.data?.companyMobilityTypes ?? [],
    privateTypes: metadata.data?.privateMobilityTypes ?? [],
  };
  const purpose = values.tripToWork === null ? null : values.tripToWork ? 'work' : 'private';
  const types = typesForPurpose(purpose, context);
  const allowance = useReceiptLessAllowance(month).data;
  const left = allowance
    ? fromCents(Math.max(0, toCents(allowance.limitPerMonth) - toCents(allowance.usedInMonth)))
    : null;

  const submit = form.handleSubmit((body) =>
    declare.mutate(body, {
      onSuccess: (expense) => onDone(expense.id),
      onError: (failure) => {
        showServerErrorOnField(form, failure, apiErrorMessage(toApiErrorOrUnknown(failure)), fieldOfError);
        notifyApiError(failure);
      },
    }),
  );

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {allowance && (
          <Alert color="info" variant="light" title={t('form.limitsTitle')}>
            {t('form.limits', {
              perExpense: f.money(allowance.limitPerExpense),
              perMonth: f.money(allowance.limitPerMonth),
              left: f.money(left),
              month: f.period(allowance.month),
            })}
          </Alert>
        )}
        <Controller
          control={form.control}
          name="date"
          render={({ field, fieldState }) => (
            <DateField
              label={t('form.date')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              excludeDate={outsideRange(metadata.data?.minActivenessDate ?? null, latestBillingDate())}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextInput
          label={t('form.amount', { currency: f.currency })}
          description={allowance && t('form.amountHint', { max: f.money(allowance.limitPerExpense) })}
          required
          inputMode="decimal"
          {...form.register('originalCost')}
          error={errors.originalCost?.message}
        />
        <Controller
          control={form.control}
          name="tripToWork"
          render={({ field, fieldState }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="receipt-less-purpose">
                {t('form.purpose')}
              </Text>
              <SegmentedControl
                aria-labelledby="receipt-less-purpose"
                data={[
                  { value: 'work', label: t('purpose.work', { ns: 'common' }) },
                  { value: 'private', label: t('purpose.private', { ns: 'common' }) },
                ]}
                value={field.value === null ? '' : field.value ? 'work' : 'private'}
                onChange={(value) => {
                  field.onChange(value === 'work');
                  const allowed = typesForPurpose(value === 'work' ? 'work' : 'private', context);
                  const type = form.getValues('type');
                  if (type && !allowed.includes(type)) form.setValue('type', null);
                }}
              />
              {fieldState.error && (
                <Text size="xs" c="danger">
                  {t('form.purposeRequired')}
                </Text>
              )}
            </Stack>
          )}
        />
        <Controller
          control={form.control}
          name="type"
          render={({ field, fieldState }) => (
            <Select
              label={t('form.type')}
              required
              data={types.map((type) => ({ value: type, label: mobilityTypeCatalogue[type][f.language] }))}
              value={field.value}
              onChange={(v) => field.onChange(v)}
              onBlur={field.onBlur}
              disabled={purpose === null}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextInput
          label={t('form.what')}
          description={t('form.whatHint')}
          required
          {...form.register('what')}
          error={errors.what?.message}
        />
        <TextInput
          label={t('form.where')}
          description={t('form.whereHint')}
          required
          {...form.register('where')}
          error={errors.where?.message}
        />
        <Textarea
          label={t('form.reason')}
          description={t('form.reasonHint')}
          required
          rows={3}
          {...form.register('reason')}
          error={errors.reason?.message}
        />
        <Controller
          control={form.control}
          name="assurance"
          render={({ field, fieldState }) => (
            <Checkbox
              label={t('form.assurance')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              error={fieldState.error ? t('form.assuranceRequired') : undefined}
            />
          )}
        />
        <Text size="xs" c="dimmed">
          {t('form.pdfNote')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={declare.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
