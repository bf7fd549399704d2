import { Button, Group, Select } from '@mantine/core';
import { countryCodes, languages } from '@mobilo/contract';
import { useMemo } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useCompanyBudgetClasses } from '../api/list-company-budget-classes';
import { useOperatorRoles } from '../api/list-operator-roles';
import '../operator-texts';

/** The fields the operator's user forms share: one select each, bound to the form. */
interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  error?: string | undefined;
  required?: boolean;
}

export function RoleField<T extends FieldValues>({ control, name, error, required }: FieldProps<T>) {
  const { t } = useTranslation(['operator', 'common']);
  const roles = useOperatorRoles();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={t('users.fields.role')}
          data={(roles.data ?? []).map((role) => ({
            value: role.id,
            label: t(`roles.${role.name}`, { ns: 'common' }),
          }))}
          value={(field.value as string | null) || null}
          onChange={(value) => value && field.onChange(value)}
          allowDeselect={false}
          required={required}
          error={error}
        />
      )}
    />
  );
}

export function LanguageField<T extends FieldValues>({ control, name }: FieldProps<T>) {
  const { t } = useTranslation('operator');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={t('users.fields.culture')}
          data={languages.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
          value={(field.value as string | null) ?? null}
          onChange={(value) => value && field.onChange(value)}
          allowDeselect={false}
        />
      )}
    />
  );
}

/** The budget groups of one company; none chosen is allowed. */
export function BudgetGroupField<T extends FieldValues>({
  control,
  name,
  error,
  companyId,
}: FieldProps<T> & { companyId: string }) {
  const { t } = useTranslation('operator');
  const groups = useCompanyBudgetClasses(companyId);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={t('users.fields.budgetClass')}
          placeholder={t('users.noBudgetClass')}
          data={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
          value={(field.value as string | null) ?? null}
          onChange={(value) => field.onChange(value)}
          clearable
          error={error}
        />
      )}
    />
  );
}

/** Cancel and submit at the foot of a form. */
export function FormActions({
  onCancel,
  pending,
  submitLabel,
}: {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation('operator');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('form.cancel')}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/** Every country by its name in the current language, sorted for a select. */
export function useCountryOptions() {
  const f = useFormat();
  return useMemo(
    () =>
      countryCodes
        .map((code) => ({ value: code, label: f.country(code) }))
        .sort((a, b) => a.label.localeCompare(b.label, f.locale)),
    [f],
  );
}
