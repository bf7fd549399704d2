import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/auth-context';
import { useLinkCityLogin } from '../api/link-city-login';
import '../profile-texts';

/** Links the account to the city mobility login, after saying what is shared by doing so. */
export function LinkAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const user = useSessionUser();
  const connected = user.mLoginId !== null;
  const link = useLinkCityLogin({ onDisconnected: onClose });

  return (
    <Modal opened={opened} onClose={onClose} title={t('link.title')}>
      <Stack gap="md">
        <Text size="sm">{connected ? t('link.connectedText') : t('link.text')}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('link.sharedIdentifier')}</List.Item>
          <List.Item>{t('link.sharedSignIn')}</List.Item>
          <List.Item>{t('link.sharedNothingElse')}</List.Item>
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          {/* A second click while the first is on its way is ignored: the button is loading. */}
          <Button
            color={connected ? 'danger' : undefined}
            loading={link.isPending}
            onClick={() => link.mutate(!connected)}
          >
            {connected ? t('link.disconnect') : t('link.connect')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
