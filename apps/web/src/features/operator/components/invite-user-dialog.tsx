import { Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { localizedResolver } from '../../../lib/localized-resolver';
import { type InviteCompanyUserForm, inviteCompanyUserRequestSchema, type OperatorCompany } from '@mobilo/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerErrorOnField, useRevealInvalidField } from '../../../lib/form-errors';
import { apiErrorMessage, notifySuccess, toApiErrorOrUnknown } from '../../../lib/notify';
import { useInviteCompanyUser } from '../api/invite-company-user';
import { useOperatorRoles } from '../api/list-operator-roles';
import { FormActions, LanguageField, RoleField } from './operator-fields';
import '../operator-texts';

interface InviteUserDialogProps {
  company: OperatorCompany;
  opened: boolean;
  onClose: () => void;
}

/** Invites a user of the company (typically its first administrator) with the registration mail. */
export function InviteUserDialog({ company, opened, onClose }: InviteUserDialogProps) {
  const { t } = useTranslation(['operator', 'common']);
  const roles = useOperatorRoles();
  const invite = useInviteCompanyUser(company.id);
  const adminRoleId = roles.data?.find((role) => role.name === 'ADMIN')?.id ?? '';
  const empty: InviteCompanyUserForm = {
    email: '',
    firstName: '',
    lastName: '',
    roleId: adminRoleId,
    culture: company.defaultLanguage,
  };
  const form = useForm<InviteCompanyUserForm>({
    resolver: localizedResolver(zodResolver(inviteCompanyUserRequestSchema)),
    defaultValues: empty,
  });
  const formRef = useRevealInvalidField(form);
  useEffect(() => {
    if (opened) form.reset(empty);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a fresh form each time it opens
  }, [opened, adminRoleId]);
  const error = (name: keyof InviteCompanyUserForm) =>
    form.formState.errors[name] ? form.formState.errors[name]?.message || t('form.invalid') : undefined;

  const submit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (user) => {
        notifySuccess(t('users.invited', { email: user.email }));
        onClose();
      },
      onError: (failure) =>
        showServerErrorOnField(form, failure, apiErrorMessage(toApiErrorOrUnknown(failure)), {
          EMAIL_TAKEN: 'email',
          EMAIL_DOMAIN_NOT_ALLOWED: 'email',
        }),
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t('users.inviteTitle')} size="lg">
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('users.inviteIntro', { company: company.name })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('users.fields.firstName')}
              required
              {...form.register('firstName')}
              error={error('firstName')}
            />
            <TextInput
              label={t('users.fields.lastName')}
              required
              {...form.register('lastName')}
              error={error('lastName')}
            />
            <TextInput
              label={t('users.fields.email')}
              type="email"
              required
              {...form.register('email')}
              error={error('email')}
            />
            <RoleField control={form.control} name="roleId" error={error('roleId')} required />
            <LanguageField control={form.control} name="culture" />
          </SimpleGrid>
          <FormActions onCancel={onClose} pending={invite.isPending} submitLabel={t('users.sendInvitation')} />
        </Stack>
      </form>
    </Modal>
  );
}
