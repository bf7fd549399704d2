import { Checkbox, Modal, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { localizedResolver } from '../../../lib/localized-resolver';
import { createSupportUserRequestSchema, type OperatorCompany, type SupportUserForm } from '@mobilo/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerErrorOnField, useRevealInvalidField } from '../../../lib/form-errors';
import { apiErrorMessage, notifySuccess, toApiErrorOrUnknown } from '../../../lib/notify';
import { useCreateSupportUser } from '../api/create-support-user';
import { useOperatorRoles } from '../api/list-operator-roles';
import { BudgetGroupField, FormActions, LanguageField, RoleField } from './operator-fields';
import '../operator-texts';

interface SupportUserDialogProps {
  company: OperatorCompany;
  opened: boolean;
  onClose: () => void;
}

/** Spec 001 §3 "Support-user form": an account of ours in the company, active at once. */
export function SupportUserDialog({ company, opened, onClose }: SupportUserDialogProps) {
  const { t } = useTranslation(['operator', 'common']);
  const roles = useOperatorRoles();
  const create = useCreateSupportUser(company.id);
  const adminRoleId = roles.data?.find((role) => role.name === 'ADMIN')?.id ?? '';
  const empty: SupportUserForm = {
    email: '',
    password: '',
    roleId: adminRoleId,
    firstName: 'Mobilo',
    lastName: 'Support',
    personnelNumber: '',
    budgetGroupId: null,
    isTrial: company.isTrialAccount,
    culture: 'en',
  };
  const form = useForm<SupportUserForm>({
    resolver: localizedResolver(zodResolver(createSupportUserRequestSchema)),
    defaultValues: empty,
    mode: 'onTouched',
  });
  const formRef = useRevealInvalidField(form);
  useEffect(() => {
    if (opened) form.reset(empty);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a fresh form each time it opens
  }, [opened, adminRoleId]);
  const error = (name: keyof SupportUserForm) =>
    form.formState.errors[name] ? form.formState.errors[name]?.message || t('form.invalid') : undefined;

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (user) => {
        notifySuccess(t('users.supportCreated', { email: user.email }));
        onClose();
      },
      onError: (failure) =>
        showServerErrorOnField(form, failure, apiErrorMessage(toApiErrorOrUnknown(failure)), { EMAIL_TAKEN: 'email' }),
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t('users.supportTitle')} size="lg">
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('users.fields.email')}
              type="email"
              required
              {...form.register('email')}
              error={error('email')}
            />
            <PasswordInput
              label={t('users.fields.password')}
              description={t('users.passwordRule')}
              required
              autoComplete="new-password"
              {...form.register('password')}
              error={error('password')}
            />
            <TextInput label={t('users.fields.firstName')} {...form.register('firstName')} error={error('firstName')} />
            <TextInput label={t('users.fields.lastName')} {...form.register('lastName')} error={error('lastName')} />
            <TextInput label={t('users.fields.personnelNumber')} {...form.register('personnelNumber')} />
            <RoleField control={form.control} name="roleId" error={error('roleId')} required />
            <BudgetGroupField control={form.control} name="budgetGroupId" companyId={company.id} />
            <LanguageField control={form.control} name="culture" />
          </SimpleGrid>
          <Checkbox label={t('users.fields.isTrial')} {...form.register('isTrial')} />
          <FormActions onCancel={onClose} pending={create.isPending} submitLabel={t('users.createSupport')} />
        </Stack>
      </form>
    </Modal>
  );
}
