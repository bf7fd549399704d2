import { Alert, Button, Group, Text } from '@mantine/core';
import type { ManagedUser } from '@mobilo/contract';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useWithdrawDeactivation } from '../api/withdraw-deactivation';
import '../users-texts';

export interface ScheduledDeactivationProps {
  user: Pick<ManagedUser, 'id' | 'firstName' | 'lastName' | 'scheduledDeactivationDate' | 'scheduledDeactivationScope'>;
  /** The version the page read, sent with the withdrawal. */
  readVersion: number;
  onWithdrawn: (user: ManagedUser) => void;
}

/** A deactivation to come: its day, what it will end (account, budget or both) and its withdrawal. */
export function ScheduledDeactivation({ user, readVersion, onWithdrawn }: ScheduledDeactivationProps) {
  const { t } = useTranslation('users');
  const day = useFormat().date;
  const withdraw = useWithdrawDeactivation(user.id);
  if (!user.scheduledDeactivationDate) return null;
  const scope = user.scheduledDeactivationScope ?? 'BOTH';
  return (
    <Alert color="warning" data-testid="scheduled-deactivation">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {t('detail.scheduledDeactivation', {
            date: day(user.scheduledDeactivationDate),
            scope: t(`deactivate.scopes.${scope}`),
          })}
        </Text>
        <Button
          size="xs"
          variant="light"
          color="warning"
          leftSection={<IconArrowBackUp size={16} />}
          loading={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(
              { version: readVersion },
              {
                onSuccess: (changed) => {
                  onWithdrawn(changed);
                  notifySuccess(t('notices.deactivationWithdrawn', { name: `${user.firstName} ${user.lastName}` }));
                },
              },
            )
          }
        >
          {t('detail.withdrawDeactivation')}
        </Button>
      </Group>
    </Alert>
  );
}
