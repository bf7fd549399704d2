import { Badge, Button, Divider, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UserStatus } from '@mobilo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/auth-context';
import '../profile-texts';

const statusColour: Record<UserStatus, string> = {
  CREATED: 'secondary',
  INVITED: 'secondary',
  DEACTIVATED: 'warning',
  ACTIVE: 'success',
};

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

export interface ProfileDialogProps {
  opened: boolean;
  onClose: () => void;
  onChangePassword: () => void;
  /** Settings of other features shown below the profile (the reminder mails). */
  children?: ReactNode;
}

/** Who the signed-in user is, as the company set them up (specification §2 "Dialogs"). */
export function ProfileDialog({ opened, onClose, onChangePassword, children }: ProfileDialogProps) {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const user = useSessionUser();
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const none = t('profile.none');

  return (
    <Modal opened={opened} onClose={onClose} title={t('profile.title')} size="lg">
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Title order={2} size="h4">{`${user.firstName} ${user.lastName}`}</Title>
            <Text size="sm" c="dimmed">
              {user.email}
            </Text>
          </Stack>
          {user.onlyExternalAuthentication ? null : (
            <Button variant="light" onClick={onChangePassword}>
              {t('profile.changePassword')}
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label={t('profile.role')} value={t(`roles.${user.role.name}`, { ns: 'common' })} />
          <Field label={t('profile.personalNumber')} value={user.personalNumber ?? none} />
          <Field label={t('profile.company')} value={user.company.name} />
          <Field label={t('profile.language')} value={t(`language.${user.culture}Name`, { ns: 'common' })} />
          <Field label={t('profile.timezone')} value={user.timezone} />
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('profile.status')}
            </Text>
            <Badge color={statusColour[user.status]} variant="light" w="fit-content">
              {t(`profile.statuses.${user.status}`)}
            </Badge>
          </Stack>
          <Field label={t('profile.createdDate')} value={date(user.createdDate)} />
          {user.registerDate ? <Field label={t('profile.registerDate')} value={date(user.registerDate)} /> : null}
          <Field label={t('profile.budgetGroup')} value={user.budgetClass?.name ?? none} />
        </SimpleGrid>
        {children ? (
          <>
            <Divider />
            {children}
          </>
        ) : null}
      </Stack>
    </Modal>
  );
}
