import {
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CardAllowedList,
  type CardPayoutPlan,
  type CardPayoutPlanRequest,
  cardPayoutPlanRequestSchema,
  cardTaxTreatments,
} from '@mobilo/contract';
import { useEffect } from 'react';
import type { z } from 'zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerErrorOnField, useRevealInvalidField } from '../../../lib/form-errors';
import { apiErrorMessage, notifySuccess, toApiErrorOrUnknown } from '../../../lib/notify';
import { useGroupOptions } from '../api/list-member-options';
import { useSavePayoutPlan } from '../api/save-payout-plan';
import { cardCurrency } from '../card-currency';
import { fieldErrorText } from './field-error-text';
import { UserPicker } from './user-picker';

const empty: CardPayoutPlanRequest = {
  name: '',
  monthlyAmount: '50.00',
  loadDay: 1,
  carryOver: false,
  taxTreatment: 'SACHBEZUG',
  allowedListId: null,
  userIds: [],
  budgetGroupIds: [],
};

function valuesOf(plan: CardPayoutPlan): CardPayoutPlanRequest {
  const { name, monthlyAmount, loadDay, carryOver, taxTreatment, allowedListId, userIds, budgetGroupIds } = plan;
  return { name, monthlyAmount, loadDay, carryOver, taxTreatment, allowedListId, userIds, budgetGroupIds };
}

interface PayoutPlanDialogProps {
  /** The plan to edit, `'new'` to create one, null while closed. */
  plan: CardPayoutPlan | 'new' | null;
  allowedLists: CardAllowedList[];
  onClose: () => void;
}

/** Creates a payout plan or edits one, naming the version read. */
export function PayoutPlanDialog({ plan, allowedLists, onClose }: PayoutPlanDialogProps) {
  const { t } = useTranslation('card-programme');
  const save = useSavePayoutPlan();
  const groups = useGroupOptions();
  // The amount's input may be a number too (the contract's `moneyInput`); the output is the request.
  const form = useForm<z.input<typeof cardPayoutPlanRequestSchema>, unknown, CardPayoutPlanRequest>({
    resolver: zodResolver(cardPayoutPlanRequestSchema),
    defaultValues: empty,
  });
  const formRef = useRevealInvalidField(form);
  const existing = plan !== null && plan !== 'new' ? plan : null;
  useEffect(() => {
    if (plan === 'new') form.reset({ ...empty, allowedListId: allowedLists[0]?.id ?? null });
    else if (plan) form.reset(valuesOf(plan));
    // The lists only fill the new plan's default; a reload of them must not reset the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plan, form]);
  const { errors } = form.formState;
  const errorOf = (error: unknown) => fieldErrorText('plans', error);

  const submit = form.handleSubmit((values) => {
    const body = existing ? { ...values, version: existing.version } : values;
    save.mutate(
      { id: existing?.id ?? null, body },
      {
        onSuccess: (saved) => {
          notifySuccess(t('plans.saved', { name: saved.name }));
          onClose();
        },
        onError: (failure) =>
          showServerErrorOnField(form, failure, apiErrorMessage(toApiErrorOrUnknown(failure)), {
            CARD_PAYOUT_PLAN_NAME_TAKEN: 'name',
          }),
      },
    );
  });

  return (
    <Modal
      opened={plan !== null}
      onClose={onClose}
      size="lg"
      title={existing ? t('plans.editTitle', { name: existing.name }) : t('plans.newTitle')}
    >
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput label={t('plans.name')} required {...form.register('name')} error={errorOf(errors.name)} />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={t('plans.monthlyAmount')}
              required
              inputMode="decimal"
              rightSection={<Text size="sm">{cardCurrency}</Text>}
              // German card admins type a decimal comma; the API takes a decimal point.
              {...form.register('monthlyAmount', { setValueAs: (value: string) => value.trim().replace(',', '.') })}
              error={errorOf(errors.monthlyAmount)}
              miw={160}
            />
            <Controller
              control={form.control}
              name="loadDay"
              render={({ field }) => (
                <NumberInput
                  label={t('plans.loadDay')}
                  description={t('plans.loadDayHint')}
                  required
                  min={1}
                  max={28}
                  allowDecimal={false}
                  allowNegative={false}
                  value={field.value}
                  onChange={(value) => field.onChange(value === '' ? value : Number(value))}
                  onBlur={field.onBlur}
                  error={errorOf(errors.loadDay)}
                  miw={160}
                />
              )}
            />
          </Group>
          <Controller
            control={form.control}
            name="carryOver"
            render={({ field }) => (
              <Switch
                label={t('plans.carryOver')}
                description={t('plans.carryOverHint')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Controller
            control={form.control}
            name="taxTreatment"
            render={({ field }) => (
              <Radio.Group
                label={t('plans.taxTreatment')}
                description={t('plans.sachbezugHint')}
                required
                value={field.value}
                onChange={field.onChange}
                error={errorOf(errors.taxTreatment)}
              >
                <Stack gap={6} mt={6}>
                  {cardTaxTreatments.map((treatment) => (
                    <Radio key={treatment} value={treatment} label={t(`plans.taxTreatments.${treatment}`)} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <Controller
            control={form.control}
            name="allowedListId"
            render={({ field }) => (
              <Select
                label={t('plans.allowedList')}
                placeholder={t('plans.noAllowedList')}
                clearable
                data={allowedLists.map((list) => ({ value: list.id, label: list.name }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? null)}
                onBlur={field.onBlur}
                error={errorOf(errors.allowedListId)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="userIds"
            render={({ field }) => (
              <UserPicker
                value={field.value}
                named={existing?.users ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorOf(errors.userIds)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="budgetGroupIds"
            render={({ field }) => (
              <MultiSelect
                label={t('plans.budgetGroups')}
                searchable
                clearable
                data={groups.data ?? []}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorOf(errors.budgetGroupIds)}
              />
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('plans.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('plans.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
