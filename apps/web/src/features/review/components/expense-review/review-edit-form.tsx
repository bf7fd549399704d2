import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ExpenseOrigin,
  expenseOrigins,
  firstDayOfPeriod,
  lastDayOfPeriod,
  type MobilityType,
  mobilityTypeCatalogue,
  mobilityTypes,
  type ReviewExpense,
} from '@mobilo/contract';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DateField } from '../../../../components/date-field';
import { Controller, useForm } from 'react-hook-form';
import { useRevealInvalidField } from '../../../../lib/form-errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../../lib/notify';
import { outsideRange } from '../../../../components/date-range';
import { useFormat } from '../../../../lib/format';
import { useEditManagementExpense } from '../../api/edit-management-expense';
import {
  reviewEditFormSchema,
  reviewEditValuesOf,
  type ReviewEditValues,
  toEditRequest,
} from '../../hooks/review-edit-form-schema';
import '../../audit-texts';

export interface ReviewEditFormProps {
  expense: ReviewExpense;
  /** Defaults to the expense's period; the management screen passes the period's metadata. */
  minDate?: string;
  maxDate?: string;
  /** The types and origins the owner may use; every one when not known. */
  mobilityTypes?: readonly MobilityType[];
  origins?: readonly ExpenseOrigin[];
  onSaved: (expense: ReviewExpense) => void;
  onCancel: () => void;
}

/** Reviewers (admin or checker) change cost, billing date, origin and type; purpose and comment stay read only. */
export function ReviewEditForm(props: ReviewEditFormProps) {
  const { expense } = props;
  const { t } = useTranslation('audit');
  const f = useFormat();
  const edit = useEditManagementExpense();
  // The version the form was filled from: a newer one fetched meanwhile must not carry the save.
  const [readVersion] = useState(expense.version);
  const minDate = props.minDate ?? firstDayOfPeriod(expense.periodString);
  const maxDate = props.maxDate ?? lastDayOfPeriod(expense.periodString);
  const form = useForm<ReviewEditValues>({
    defaultValues: reviewEditValuesOf(expense, f.language),
    resolver: zodResolver(reviewEditFormSchema({ numberFormat: f.language, minDate, maxDate })),
    mode: 'onTouched',
  });
  const formRef = useRevealInvalidField(form);
  const errors = form.formState.errors;
  const message = (key: string | undefined) =>
    key
      ? t(`edit.errors.${key}` as 'edit.errors.expenseCostInvalid', { min: f.date(minDate), max: f.date(maxDate) })
      : undefined;
  const types = props.mobilityTypes ?? mobilityTypes;
  const origins = props.origins ?? expenseOrigins;

  // A typed text that is no day: the form would otherwise save the day the field held before.
  const [dateUnreadable, setDateUnreadable] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    if (dateUnreadable) return;
    try {
      const saved = await edit.mutateAsync({
        id: expense.id,
        version: readVersion,
        body: toEditRequest(values, f.language),
      });
      notifySuccess(t('notices.updated'));
      props.onSaved(saved);
    } catch {
      // Announced by the query client; the form stays open.
    }
  });

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate data-testid="review-edit-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('edit.cost', { currency: expense.originalCurrency })}
            required
            inputMode="decimal"
            {...form.register('originalCostString')}
            error={message(errors.originalCostString?.message)}
          />
          <Controller
            control={form.control}
            name="expenseDate"
            render={({ field }) => (
              <DateField
                label={t('edit.date')}
                required
                value={field.value}
                onChange={field.onChange}
                onUnreadable={setDateUnreadable}
                onBlur={field.onBlur}
                excludeDate={outsideRange(minDate, maxDate)}
                defaultDate={minDate}
                error={message(dateUnreadable ? 'expenseDateInvalid' : errors.expenseDate?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="expenseType"
            render={({ field }) => (
              <Select
                label={t('edit.type')}
                required
                searchable
                data={types.map((type) => ({ value: type, label: mobilityTypeCatalogue[type][f.language] }))}
                value={field.value}
                onChange={(value) => field.onChange(value as MobilityType | null)}
                onBlur={field.onBlur}
                error={message(errors.expenseType?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="origin"
            render={({ field }) => (
              <Select
                label={t('edit.origin')}
                required
                allowDeselect={false}
                data={origins.map((origin) => ({ value: origin, label: t(`origin.${origin}`, { ns: 'common' }) }))}
                value={field.value}
                onChange={(value) => field.onChange((value ?? 'HOME') as ExpenseOrigin)}
              />
            )}
          />
        </SimpleGrid>
        <TextInput
          label={t('edit.purpose')}
          readOnly
          value={
            expense.tripToWork === null
              ? '–'
              : t(expense.tripToWork ? 'purpose.work' : 'purpose.private', { ns: 'common' })
          }
        />
        <Textarea label={t('edit.comment')} readOnly rows={4} value={expense.comment ?? ''} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onCancel} disabled={edit.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={edit.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
