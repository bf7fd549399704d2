import { Anchor, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { localizedResolver } from '../../../lib/localized-resolver';
import {
  type OperatorUser,
  type UpdateOperatorUserRequest,
  updateOperatorUserRequestSchema,
  userTypes,
} from '@mobilo/contract';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { showServerErrorOnField, useRevealInvalidField } from '../../../lib/form-errors';
import { apiErrorMessage, notifySuccess, toApiErrorOrUnknown } from '../../../lib/notify';
import { useUpdateOperatorUser } from '../api/update-operator-user';
import { BudgetGroupField, FormActions, RoleField } from './operator-fields';
import '../operator-texts';

const valuesOf = (user: OperatorUser): UpdateOperatorUserRequest => ({
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  personnelNumber: user.personnelNumber ?? '',
  userType: user.userType,
  roleId: user.role.id,
  budgetClassId: user.budgetClass?.id ?? null,
});

interface OperatorUserDialogProps {
  user: OperatorUser | null;
  onClose: () => void;
  showCompanyLink: boolean;
}

/** PATCH /god/user/{id}: the operator corrects a user; groups come from the user's own company. */
export function OperatorUserDialog({ user, onClose, showCompanyLink }: OperatorUserDialogProps) {
  const { t } = useTranslation(['operator', 'common']);
  return (
    <Modal opened={user !== null} onClose={onClose} title={t('users.editTitle')} size="lg">
      {user && <UserForm key={user.id} user={user} onDone={onClose} showCompanyLink={showCompanyLink} />}
    </Modal>
  );
}

function UserForm({
  user,
  onDone,
  showCompanyLink,
}: {
  user: OperatorUser;
  onDone: () => void;
  showCompanyLink: boolean;
}) {
  const { t } = useTranslation(['operator', 'common']);
  const update = useUpdateOperatorUser(user.id);
  const form = useForm<UpdateOperatorUserRequest>({
    resolver: localizedResolver(zodResolver(updateOperatorUserRequestSchema)),
    defaultValues: valuesOf(user),
  });
  const formRef = useRevealInvalidField(form);
  useEffect(() => form.reset(valuesOf(user)), [user, form]);
  const error = (name: keyof UpdateOperatorUserRequest) =>
    form.formState.errors[name] ? form.formState.errors[name]?.message || t('form.invalid') : undefined;

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('users.saved'));
        onDone();
      },
      onError: (failure) =>
        showServerErrorOnField(form, failure, apiErrorMessage(toApiErrorOrUnknown(failure)), {
          EMAIL_TAKEN: 'email',
          ROLE_NOT_ASSIGNABLE: 'roleId',
          PERSONAL_NUMBER_TAKEN: 'personnelNumber',
        }),
    }),
  );

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {showCompanyLink && (
          <Anchor component={Link} to={paths.god.companyUsers.href(user.company.id)} size="sm">
            {t('users.openCompany', { company: user.company.name })}
          </Anchor>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('users.fields.firstName')} {...form.register('firstName')} error={error('firstName')} />
          <TextInput label={t('users.fields.lastName')} {...form.register('lastName')} error={error('lastName')} />
          <TextInput label={t('users.fields.email')} type="email" {...form.register('email')} error={error('email')} />
          <TextInput
            label={t('users.fields.personnelNumber')}
            {...form.register('personnelNumber')}
            error={error('personnelNumber')}
          />
          <RoleField control={form.control} name="roleId" error={error('roleId')} />
          <Controller
            control={form.control}
            name="userType"
            render={({ field }) => (
              <Select
                label={t('users.fields.userType')}
                data={userTypes.map((type) => ({ value: type, label: t(`userTypes.${type}`) }))}
                value={field.value ?? null}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
              />
            )}
          />
          <BudgetGroupField
            control={form.control}
            name="budgetClassId"
            companyId={user.company.id}
            error={error('budgetClassId')}
          />
        </SimpleGrid>
        <FormActions onCancel={onDone} pending={update.isPending} submitLabel={t('form.save')} />
      </Stack>
    </form>
  );
}
