import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { mayInvite, mayReinvite, type ManagedUser } from '@mobilo/contract';
import { IconMailForward, IconPlayerPlay, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadingIndicator } from '../../../components/load-state';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/auth-context';
import { apiErrorMessage, notifySuccess, toApiErrorOrUnknown } from '../../../lib/notify';
import { useDeactivateUser } from '../api/deactivate-user';
import { useInviteUser } from '../api/invite-user';
import { useFormat } from '../../../lib/format';
import { useReloadable } from '../../../lib/changed-meanwhile';
import { useUser } from '../api/get-user';
import { useReactivateUser } from '../api/reactivate-user';
import { useReinviteUser } from '../api/reinvite-user';
import { useUpdateUser } from '../api/update-user';
import { DeactivateDialog } from './deactivate-dialog';
import { ReactivateDialog } from './reactivate-dialog';
import { ScheduledDeactivation } from './scheduled-deactivation';
import { UserBudgetSection } from './user-budget-section';
import { PersonioManagedSwitch } from './personio-managed-switch';
import { showServerError, UserForm, type UserFormValues } from './user-form';
import { UserStatusBadge } from './user-status-badge';
import { useConfirmGroupChange } from '../hooks/use-confirm-group-change';
import '../users-texts';

function formValues(user: ManagedUser): UserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    roleId: user.role.id,
    personalNumber: user.personalNumber,
    userType: user.userType,
    budgetClassId: user.budgetClass?.id ?? null,
    budget: user.budget,
    budgetOverflowStarts: user.budgetOverflowStarts,
    culture: user.culture,
    timezone: user.timezone,
    additionalSalaryInformation: user.additionalSalaryInformation,
    commuteDistanceKm: user.commuteDistanceKm,
    workingDaysPerMonth: user.workingDaysPerMonth,
  };
}

/** /users/{id}: status, scheduled changes, deactivate or reactivate, and the edit form. */
export function UserDetailPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const userId = useParams().userId ?? '';
  const { company } = useSessionUser();
  const user = useUser(userId);
  const update = useUpdateUser(userId);
  const deactivate = useDeactivateUser(userId);
  const reactivate = useReactivateUser(userId);
  const invite = useInviteUser(userId);
  const reinvite = useReinviteUser(userId);
  const confirmGroupChange = useConfirmGroupChange();
  const [dialog, setDialog] = useState<'deactivate' | 'reactivate' | null>(null);
  const day = useFormat().date;
  const reloadable = useReloadable(user.data ?? null);

  if (user.isPending) return <LoadingIndicator />;
  if (!user.data) return <Alert color="warning">{t('detail.notFound')}</Alert>;
  const data = reloadable.object ?? user.data;
  const readVersion = reloadable.version ?? data.version;
  const name = `${data.firstName} ${data.lastName}`;
  const notices = [
    data.status === 'DEACTIVATED' && data.deactivationDate
      ? t('detail.deactivated', {
          date: day(data.deactivationDate),
          reason: data.deactivationReason ? t(`deactivate.reasons.${data.deactivationReason}`) : '–',
        })
      : null,
    !data.isBudgetActive ? t('detail.budgetInactive') : null,
    data.scheduledReactivationDate
      ? t('detail.scheduledReactivation', {
          date: day(data.scheduledReactivationDate),
          scope: t(`reactivate.scopes.${data.scheduledReactivationScope ?? 'BOTH'}`),
        })
      : null,
    data.scheduledInvitationDate ? t('detail.scheduledInvitation', { date: day(data.scheduledInvitationDate) }) : null,
    data.invitationSentDate ? t('detail.invitationSent', { date: day(data.invitationSentDate) }) : null,
  ].filter((notice): notice is string => notice !== null);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{name}</Title>
            <UserStatusBadge status={data.status} />
          </Group>
          <Text c="dimmed" size="sm">
            {t('detail.created', { date: day(data.createdDate) })}
          </Text>
          {data.impersonators.length > 0 && (
            <Text c="dimmed" size="sm">
              {t('detail.impersonators', {
                names: data.impersonators.map((person) => `${person.firstName} ${person.lastName}`).join(', '),
              })}
            </Text>
          )}
        </Stack>
        <Group gap="sm">
          {mayInvite(data.status) && (
            <Button
              variant="light"
              leftSection={<IconMailForward size={18} />}
              loading={invite.isPending}
              onClick={() =>
                invite.mutate(undefined, {
                  onSuccess: () => notifySuccess(t('notices.invited', { name, email: data.email })),
                })
              }
            >
              {t('detail.invite')}
            </Button>
          )}
          {mayReinvite(data.status) && (
            <Button
              variant="light"
              leftSection={<IconMailForward size={18} />}
              loading={reinvite.isPending}
              onClick={() =>
                reinvite.mutate(undefined, {
                  onSuccess: () => notifySuccess(t('notices.reinvited', { name, email: data.email })),
                })
              }
            >
              {t('detail.reinvite')}
            </Button>
          )}
          {data.isReactivatable && (
            <Button
              color="success"
              variant="light"
              leftSection={<IconPlayerPlay size={18} />}
              onClick={() => setDialog('reactivate')}
            >
              {t('detail.reactivate')}
            </Button>
          )}
          {data.isDeactivatable && (
            <Button
              color="warning"
              variant="light"
              leftSection={<IconUserOff size={18} />}
              onClick={() => setDialog('deactivate')}
            >
              {t('detail.deactivate')}
            </Button>
          )}
        </Group>
      </Group>
      {notices.length > 0 && (
        <Alert color={data.status === 'DEACTIVATED' ? 'warning' : 'secondary'}>
          {notices.map((notice) => (
            <Text key={notice} size="sm">
              {notice}
            </Text>
          ))}
        </Alert>
      )}
      <ScheduledDeactivation user={data} readVersion={readVersion} onWithdrawn={reloadable.took} />
      {company.isPersonioActive && data.personioId !== null && <PersonioManagedSwitch user={data} />}
      <UserForm
        key={`${reloadable.key}-${data.email}-${data.role.id}-${data.personioManagedByHand}`}
        initial={formValues(data)}
        creating={false}
        roleLocked={!data.isRoleChangeable}
        personioOwned={company.isPersonioActive && data.personioId !== null && !data.personioManagedByHand}
        pending={update.isPending}
        submitLabel={t('form.save')}
        onCancel={() => void navigate(paths.users.list.href())}
        onSubmit={({ scheduledInvitationDate: _scheduled, invite: _invite, ...values }, form) =>
          confirmGroupChange(data, values.budgetClassId ?? null, () =>
            update.mutate(
              { version: readVersion, body: values },
              {
                onSuccess: (saved) => {
                  reloadable.took(saved);
                  notifySuccess(t('notices.saved'));
                },
                onError: (error) => showServerError(form, error, apiErrorMessage(toApiErrorOrUnknown(error))),
              },
            ),
          )
        }
      />
      <UserBudgetSection userId={data.id} />
      {dialog === 'deactivate' && (
        <DeactivateDialog
          name={name}
          target={data}
          pending={deactivate.isPending}
          onClose={() => setDialog(null)}
          onSubmit={(body) =>
            deactivate.mutate(
              { version: readVersion, body },
              {
                onSuccess: (changed) => {
                  reloadable.took(changed);
                  notifySuccess(
                    t(changed.status === 'DEACTIVATED' ? 'notices.deactivated' : 'notices.deactivationScheduled', {
                      name,
                    }),
                  );
                  setDialog(null);
                },
              },
            )
          }
        />
      )}
      {dialog === 'reactivate' && (
        <ReactivateDialog
          user={data}
          pending={reactivate.isPending}
          onClose={() => setDialog(null)}
          onSubmit={(body) =>
            reactivate.mutate(
              { version: readVersion, body },
              {
                onSuccess: (changed) => {
                  reloadable.took(changed);
                  notifySuccess(
                    t(changed.scheduledReactivationDate ? 'notices.reactivationScheduled' : 'notices.reactivated', {
                      name,
                    }),
                  );
                  setDialog(null);
                },
              },
            )
          }
        />
      )}
    </Stack>
  );
}
