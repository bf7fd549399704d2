import { ActionIcon, Affix, Anchor, Popover, Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../../../lib/app-info';
import { useSessionUser } from '../../../lib/auth-context';
import '../shell-texts';

/**
 * The chat for trial users (spec 001 §1). It loads no third-party script: it offers the support
 * address, so that trial users reach a person.
 */
export function TrialChatWidget() {
  const { t } = useTranslation('shell');
  const user = useSessionUser();
  const supportEmail = useAppInfo().data?.supportEmail ?? null;
  if (!user.isTrial) return null;

  return (
    // Beside the side menu on wide screens, so that it covers none of the menu's links.
    <Affix position={{ bottom: 20, left: 'calc(var(--app-shell-navbar-offset, 0rem) + 20px)' }}>
      <Popover position="top-start" withArrow shadow="md" width={280}>
        <Popover.Target>
          <ActionIcon size="xl" radius="xl" aria-label={t('chat.open')}>
            <IconMessageCircle size={24} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Text fw={600}>{t('chat.title')}</Text>
            <Text size="sm">{t('chat.text')}</Text>
            {supportEmail && (
              <Anchor href={`mailto:${supportEmail}`} size="sm">
                {supportEmail}
              </Anchor>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Affix>
  );
}
