import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/auth-context';
import { apiErrorMessage, notifySuccess, toApiErrorOrUnknown } from '../../../lib/notify';
import { useCreateUser } from '../api/create-user';
import { showServerError, UserForm, type UserFormValues } from './user-form';
import '../users-texts';

/** /users/new: the user is created with status CREATED, or invited at once when the admin chooses so. */
export function NewUserPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const session = useSessionUser();
  const create = useCreateUser();

  const initial: UserFormValues = {
    firstName: '',
    lastName: '',
    email: '',
    roleId: '',
    personalNumber: null,
    // New users get the company's default type (as the CSV import does).
    userType: session.company.defaultUserType,
    budgetClassId: null,
    budget: null,
    budgetOverflowStarts: null,
    culture: session.culture,
    timezone: session.timezone,
    additionalSalaryInformation: null,
    scheduledInvitationDate: null,
    invite: false,
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('form.newTitle')}</Title>
      <UserForm
        initial={initial}
        creating
        roleLocked={false}
        pending={create.isPending}
        submitLabel={t('form.create')}
        onCancel={() => void navigate(paths.users.list.href())}
        onSubmit={(values, form) =>
          create.mutate(values, {
            onSuccess: (user) => {
              const name = `${user.firstName} ${user.lastName}`;
              notifySuccess(
                t(user.status === 'INVITED' ? 'notices.createdAndInvited' : 'notices.created', {
                  name,
                  email: user.email,
                }),
              );
              void navigate(paths.users.detail.href(user.id));
            },
            onError: (error) => showServerError(form, error, apiErrorMessage(toApiErrorOrUnknown(error))),
          })
        }
      />
    </Stack>
  );
}
