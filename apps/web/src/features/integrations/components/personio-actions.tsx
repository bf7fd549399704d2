import { Button, Group, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { PersonioRun } from '@mobilo/contract';
import { IconEye, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { useDisconnectPersonio } from '../api/disconnect-personio';
import { usePreviewPersonio } from '../api/preview-personio';
import { useSyncPersonio } from '../api/sync-personio';
import '../integrations-texts';
import { PersonioRunDetails } from './personio-run-details';

/** Preview, sync now and disconnect, with the preview's findings below. */
export function PersonioActions() {
  const { t } = useTranslation('integrations');
  const preview = usePreviewPersonio();
  const sync = useSyncPersonio();
  const disconnect = useDisconnectPersonio();
  const [shown, setShown] = useState<PersonioRun | null>(null);

  const confirmDisconnect = () =>
    modals.openConfirmModal({
      title: t('disconnect.title'),
      children: t('disconnect.text'),
      labels: { confirm: t('disconnect.confirm'), cancel: t('disconnect.cancel') },
      confirmProps: { color: 'danger' },
      onConfirm: () => disconnect.mutate(undefined, { onSuccess: () => notifySuccess(t('disconnect.done')) }),
    });

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconEye size={18} />}
          loading={preview.isPending}
          onClick={() => preview.mutate(undefined, { onSuccess: setShown })}
        >
          {t('actions.preview')}
        </Button>
        <Button
          leftSection={<IconRefresh size={18} />}
          loading={sync.isPending}
          onClick={() => sync.mutate(undefined, { onSuccess: () => notifyInfo(t('actions.syncStarted')) })}
        >
          {t('actions.sync')}
        </Button>
        <Button
          variant="subtle"
          color="danger"
          leftSection={<IconPlugConnectedX size={18} />}
          onClick={confirmDisconnect}
        >
          {t('actions.disconnect')}
        </Button>
      </Group>
      {shown && <PersonioRunDetails run={shown} />}
    </Stack>
  );
}
