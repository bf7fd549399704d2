import { Button, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { localizedResolver } from '../../../lib/localized-resolver';
import {
  type CreateUserRequest,
  createUserFormSchema,
  earliestOverflowStart,
  type ErrorCode,
  languages,
  userTypes,
} from '@mobilo/contract';
import { useEffect } from 'react';
import { Controller, type FieldPath, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { showServerErrorOnField, useRevealInvalidField } from '../../../lib/form-errors';
import { i18n } from '../../../lib/i18n';
import { useSessionUser } from '../../../lib/auth-context';
import { useBudgetGroupOptions } from '../api/list-budget-group-options';
import { useRoles } from '../api/list-roles';
import { useFormat } from '../../../lib/format';
import { DateField } from '../../../components/date-field';
import '../users-texts';

export type UserFormValues = CreateUserRequest;

interface UserFormProps {
  initial: UserFormValues;
  creating: boolean;
  roleLocked: boolean;
  /** The HR sync keeps these fields; they are shown, not edited. */
  personioOwned?: boolean;
  pending: boolean;
  submitLabel: string;
  onSubmit: (values: UserFormValues, form: UseFormReturn<UserFormValues>) => void;
  onCancel: () => void;
}

const timezones = Intl.supportedValuesOf('timeZone');

/** Server refusals that belong to one field of the form. */
const fieldOfError: Partial<Record<ErrorCode, FieldPath<UserFormValues>>> = {
  EMAIL_TAKEN: 'email',
  EMAIL_DOMAIN_NOT_ALLOWED: 'email',
  OVERFLOW_START_TOO_EARLY: 'budgetOverflowStarts',
  CANNOT_REMOVE_OWN_ADMIN_ROLE: 'roleId',
  LAST_ADMIN: 'roleId',
  ROLE_NOT_ASSIGNABLE: 'roleId',
  INVITATION_DATE_IN_PAST: 'scheduledInvitationDate',
};

/** Refusals that the field says in its own words rather than in the error's. */
const fieldMessageOf: Partial<Record<ErrorCode, 'form.scheduledInvitationInPast'>> = {
  INVITATION_DATE_IN_PAST: 'form.scheduledInvitationInPast',
};

/** Puts a server error on its field: INVALID_INPUT names it ("body.email"), others by their code. */
export function showServerError(form: UseFormReturn<UserFormValues>, error: unknown, message: string) {
  const own = isApiError(error) ? fieldMessageOf[error.errorCode] : undefined;
  showServerErrorOnField(form, error, own ? i18n.t(own, { ns: 'users' }) : message, fieldOfError);
}

/** Create and edit share these fields; the scheduled invitation exists only when creating. */
export function UserForm({
  initial,
  creating,
  roleLocked,
  personioOwned = false,
  pending,
  submitLabel,
  onSubmit,
  onCancel,
}: UserFormProps) {
  const { t } = useTranslation(['users', 'common']);
  const { company } = useSessionUser();
  const roles = useRoles();
  const groups = useBudgetGroupOptions();
  const form = useForm<UserFormValues>({
    resolver: localizedResolver(zodResolver(createUserFormSchema)),
    defaultValues: initial,
    mode: 'onChange',
  });
  const formRef = useRevealInvalidField(form);
  const error = (name: FieldPath<UserFormValues>) =>
    form.formState.errors[name as keyof UserFormValues]
      ? form.formState.errors[name as keyof UserFormValues]?.message || t('form.invalid')
      : undefined;
  const defaultRoleId = roles.data?.find((role) => role.name === 'USER')?.id;
  useEffect(() => {
    // New users are employees unless the admin picks another role. A press on "Create" before the
    // roles arrived marked the empty field; the default then takes the mark away.
    if (creating && defaultRoleId && form.getValues('roleId') === '') {
      form.setValue('roleId', defaultRoleId, { shouldValidate: form.getFieldState('roleId').invalid });
    }
  }, [creating, defaultRoleId, form]);
  const day = useFormat().date;
  // Fields the HR sync keeps are read-only, with the reason beneath.
  const owned = personioOwned ? { readOnly: true, description: t('form.personioOwned') } : {};
  const inviteNow = form.watch('invite') === true;
  const earliest = earliestOverflowStart(new Date().toISOString().slice(0, 10));

  const text = (name: 'personalNumber' | 'budget', props: Record<string, unknown>) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextInput
          {...props}
          value={field.value ?? ''}
          onChange={(event) => {
            const value = name === 'budget' ? event.currentTarget.value.replace(',', '.') : event.currentTarget.value;
            field.onChange(value === '' ? null : value);
          }}
          onBlur={field.onBlur}
          error={error(name)}
        />
      )}
    />
  );

  // Days as the app's language writes them, like every other date (not the browser's mm/dd/yyyy).
  const date = (
    name: 'budgetOverflowStarts' | 'scheduledInvitationDate',
    props: { label: string; description: string; minDate?: string },
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DateField
          {...props}
          clearable
          value={field.value ?? null}
          onChange={(value) => field.onChange(value || null)}
          onBlur={field.onBlur}
          error={error(name)}
        />
      )}
    />
  );

  // Payroll figures of the Entfernungspauschale: whole numbers, empty means "not known".
  const whole = (
    name: 'commuteDistanceKm' | 'workingDaysPerMonth',
    props: Record<string, unknown> & { max: number },
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          {...props}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
          onBlur={field.onBlur}
          error={error(name)}
        />
      )}
    />
  );

  const select = (
    name: 'roleId' | 'userType' | 'budgetClassId' | 'culture' | 'timezone',
    props: Record<string, unknown> & { data: unknown[] },
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          {...props}
          data={props.data as never}
          value={field.value ?? null}
          onChange={(value) => field.onChange(value)}
          error={error(name)}
        />
      )}
    />
  );

  return (
    <form ref={formRef} onSubmit={form.handleSubmit((values) => onSubmit(values, form))} noValidate>
      <Stack maw={760}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('form.firstName')}
            required
            {...owned}
            {...form.register('firstName')}
            error={error('firstName')}
          />
          <TextInput
            label={t('form.lastName')}
            required
            {...owned}
            {...form.register('lastName')}
            error={error('lastName')}
          />
          <TextInput
            label={t('form.email')}
            type="email"
            required
            {...owned}
            {...form.register('email')}
            error={error('email')}
          />
          {text('personalNumber', { label: t('form.personalNumber'), ...owned })}
          {select('roleId', {
            label: t('form.role'),
            required: true,
            allowDeselect: false,
            disabled: roleLocked,
            description: roleLocked ? t('form.roleLocked') : undefined,
            data: (roles.data ?? []).map((role) => ({
              value: role.id,
              label: t(`roles.${role.name}`, { ns: 'common' }),
            })),
          })}
          {select('userType', {
            label: t('form.userType'),
            required: true,
            allowDeselect: false,
            data: userTypes.map((type) => ({ value: type, label: t(`userType.${type}`) })),
          })}
          {select('budgetClassId', {
            label: t('form.budgetClass'),
            placeholder: t('form.noBudgetClass'),
            clearable: !personioOwned,
            ...owned,
            data: groups.data ?? [],
          })}
          {text('budget', {
            label: t('form.budget', { currency: company.currency }),
            description: t('form.budgetHint'),
            inputMode: 'decimal',
          })}
          {date('budgetOverflowStarts', {
            label: t('form.budgetOverflowStarts'),
            description: t('form.budgetOverflowStartsHint', { date: day(earliest) }),
            minDate: earliest,
          })}
          {select('culture', {
            label: t('form.culture'),
            required: true,
            allowDeselect: false,
            data: languages.map((language) => ({
              value: language,
              label: t(`language.${language}Name`, { ns: 'common' }),
            })),
          })}
          {select('timezone', {
            label: t('form.timezone'),
            required: true,
            allowDeselect: false,
            searchable: true,
            data: timezones,
          })}
          {whole('commuteDistanceKm', {
            label: t('form.commuteDistanceKm'),
            description: t('form.commuteDistanceKmHint'),
            max: 1000,
          })}
          {whole('workingDaysPerMonth', {
            label: t('form.workingDaysPerMonth'),
            description: t('form.workingDaysPerMonthHint'),
            max: 31,
          })}
          {creating &&
            !inviteNow &&
            date('scheduledInvitationDate', {
              label: t('form.scheduledInvitationDate'),
              description: t('form.scheduledInvitationHint'),
            })}
        </SimpleGrid>
        {creating && (
          <Controller
            control={form.control}
            name="invite"
            render={({ field }) => (
              <Checkbox
                label={t('form.inviteNow')}
                description={t('form.inviteNowHint')}
                checked={field.value === true}
                onChange={(event) => {
                  field.onChange(event.currentTarget.checked);
                  if (event.currentTarget.checked) form.setValue('scheduledInvitationDate', null);
                }}
              />
            )}
          />
        )}
        <Controller
          control={form.control}
          name="additionalSalaryInformation"
          render={({ field }) => (
            <Textarea
              label={t('form.additionalSalaryInformation')}
              autosize
              minRows={2}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
              error={error('additionalSalaryInformation')}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
