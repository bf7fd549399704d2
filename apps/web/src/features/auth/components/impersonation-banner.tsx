import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth-context';
import { useSwitchIdentity } from '../api/impersonation';
import '../auth-texts';

/**
 * While someone acts as another person, every screen says so at its top, with the way back: what
 * they do is done in that person's name.
 */
export function ImpersonationBanner() {
  const { t } = useTranslation('auth');
  const { user, impersonator } = useSession();
  const switchIdentity = useSwitchIdentity();
  if (!impersonator) return null;
  return (
    <Alert
      color="warning"
      variant="filled"
      radius={0}
      icon={<IconUserShare size={20} aria-hidden />}
      mb="md"
      data-testid="impersonation-banner"
    >
      <Group justify="space-between" gap="sm">
        <Text fw={600} size="sm">
          {t('impersonation.actingAsBanner', {
            name: `${user.firstName} ${user.lastName}`,
            company: user.company.name,
          })}
        </Text>
        <Button
          size="xs"
          variant="white"
          color="dark"
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
          loading={switchIdentity.isPending}
          onClick={() => switchIdentity.mutate(null)}
        >
          {t('impersonation.return', { name: `${impersonator.firstName} ${impersonator.lastName}` })}
        </Button>
      </Group>
    </Alert>
  );
}
