import { Button, Group, Modal, NumberInput, Radio, Stack, TagsInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  carKinds,
  chargingVehicleSchema,
  enrolmentSchema,
  homeChargingTypes,
  type HomeChargingUser,
  pricingMethodSchema,
} from '@mobilo/contract';
import { useEffect } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerErrorOnField, useRevealInvalidField } from '../../../lib/form-errors';
import { localizedResolver } from '../../../lib/localized-resolver';
import { apiErrorMessage, notifySuccess, toApiErrorOrUnknown } from '../../../lib/notify';
import { useEnrolUser } from '../api/enrol-user';
import '../home-charging-texts';

type PricingMethod = (typeof pricingMethodSchema.options)[number];

/** The form edits the method of this year; the other years' methods are sent back as they were. */
const formSchema = enrolmentSchema
  .omit({ version: true, pricingMethods: true })
  .extend({ method: pricingMethodSchema });
export type EnrolmentValues = ReturnType<typeof formSchema.parse>;

/** The method of a year: the one set, else the official average (ADR 0025). */
export function methodOfYear(user: HomeChargingUser, year: number): PricingMethod {
  return user.pricingMethods.find((entry) => entry.year === year)?.method ?? 'AVERAGE';
}

function valuesOf(user: HomeChargingUser, year: number): EnrolmentValues {
  return {
    type: user.type ?? 'VARIABLE',
    carKind: user.carKind ?? 'COMPANY',
    vehicle: user.vehicle ?? 'ELECTRIC',
    batteryKwh: user.batteryKwh ?? ('' as unknown as number),
    meterIds: user.meterIds,
    method: methodOfYear(user, year),
  };
}

interface EnrolmentDialogProps {
  /** The employee to enrol or whose enrolment to edit; null while closed. */
  user: HomeChargingUser | null;
  onClose: () => void;
}

/** Enrols an employee for home charging or edits the enrolment, naming the version read. */
export function EnrolmentDialog({ user, onClose }: EnrolmentDialogProps) {
  const { t } = useTranslation('home-charging');
  const enrol = useEnrolUser();
  const year = new Date().getFullYear();
  const form = useForm<EnrolmentValues>({ resolver: localizedResolver(zodResolver(formSchema)) });
  const formRef = useRevealInvalidField(form);
  useEffect(() => {
    if (user) form.reset(valuesOf(user, year));
  }, [user, form, year]);
  const { errors } = form.formState;
  const errorOf = (error: FieldError | undefined) => error && (error.message || t('mine.invalid'));

  const submit = form.handleSubmit(({ method, ...values }) => {
    if (!user) return;
    const pricingMethods = [...user.pricingMethods.filter((entry) => entry.year !== year), { year, method }];
    enrol.mutate(
      {
        userId: user.userId,
        body: { ...values, pricingMethods, ...(user.version !== null && { version: user.version }) },
      },
      {
        onSuccess: () => {
          notifySuccess(t('users.saved', { name: `${user.firstName} ${user.lastName}` }));
          onClose();
        },
        onError: (failure) => showServerErrorOnField(form, failure, apiErrorMessage(toApiErrorOrUnknown(failure)), {}),
      },
    );
  });

  const choice = <K extends 'type' | 'carKind' | 'vehicle' | 'method', O extends string>(
    name: K,
    label: string,
    options: readonly O[],
    text: (option: O) => string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Radio.Group label={label} required value={field.value} onChange={field.onChange} error={errorOf(errors[name])}>
          <Group gap="md" mt={6}>
            {options.map((option) => (
              <Radio key={option} value={option} label={text(option)} />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );

  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={
        user && t(user.type ? 'users.editTitle' : 'users.enrolTitle', { name: `${user.firstName} ${user.lastName}` })
      }
    >
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {choice('type', t('users.type'), homeChargingTypes, (option) => t(`users.types.${option}`))}
          {choice('carKind', t('users.carKind'), carKinds, (option) => t(`users.carKinds.${option}`))}
          {choice('vehicle', t('users.vehicle'), chargingVehicleSchema.options, (option) =>
            t(`users.vehicles.${option}`),
          )}
          <Controller
            control={form.control}
            name="batteryKwh"
            render={({ field }) => (
              <NumberInput
                label={t('users.batteryKwh')}
                required
                min={5}
                max={250}
                allowDecimal={false}
                allowNegative={false}
                value={field.value}
                onChange={(value) => field.onChange(value === '' ? value : Number(value))}
                onBlur={field.onBlur}
                error={errorOf(errors.batteryKwh)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="meterIds"
            render={({ field }) => (
              <TagsInput
                label={t('users.meterIds')}
                description={t('users.meterIdsHint')}
                maxTags={5}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorOf(errors.meterIds as FieldError | undefined)}
              />
            )}
          />
          {choice('method', t('users.methodOf', { year }), pricingMethodSchema.options, (option) =>
            t(`users.methods.${option}`),
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('users.cancel')}
            </Button>
            <Button type="submit" loading={enrol.isPending}>
              {t('users.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
