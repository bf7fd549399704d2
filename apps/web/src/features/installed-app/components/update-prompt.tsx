import { Affix, Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../installed-app-texts';
import { useRegisterSW } from 'virtual:pwa-register/react';

/**
 * A new release waits in the service worker until the user agrees to reload: a form being
 * filled in is never thrown away by an update. Once accepted, the new worker takes over and the
 * page reloads.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('installed-app');
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;

  return (
    <Affix position={{ bottom: 16, right: 16, left: 16 }} zIndex={400}>
      <Paper withBorder shadow="md" p="sm" maw={480} mx="auto" role="status" data-testid="update-prompt">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">{t('updateText')}</Text>
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" onClick={() => void updateServiceWorker(true)}>
              {t('reload')}
            </Button>
            <CloseButton aria-label={t('later')} onClick={() => setNeedRefresh(false)} />
          </Group>
        </Group>
      </Paper>
    </Affix>
  );
}
