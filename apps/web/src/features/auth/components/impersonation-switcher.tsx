import { Box, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth-context';
import { useSwitchIdentity, useUsersToImpersonate } from '../api/impersonation';
import '../auth-texts';

/**
 * Lets the operator (anyone) and users with an impersonation list act as someone else, and
 * brings them back. Shown only to those who may switch.
 */
export function ImpersonationSwitcher() {
  const { t } = useTranslation('auth');
  const { user } = useSession();
  const candidates = useUsersToImpersonate(true);
  const switchIdentity = useSwitchIdentity();
  const options = (candidates.data?.users ?? [])
    .filter((candidate) => candidate.id !== user.id)
    .map((candidate) => ({
      value: candidate.id,
      label: `${candidate.firstName} ${candidate.lastName} · ${candidate.companyName}`,
    }));
  // The way back is in the banner at the top of every screen.
  if (options.length === 0) return null;

  return (
    <Box p="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} data-testid="impersonation-switcher">
      <Stack gap="xs">
        {options.length > 0 ? (
          <Select
            size="xs"
            label={t('impersonation.label')}
            placeholder={t('impersonation.placeholder')}
            data={options}
            searchable
            value={null}
            disabled={switchIdentity.isPending}
            onChange={(userId) => userId && switchIdentity.mutate(userId)}
            comboboxProps={{ position: 'top' }}
          />
        ) : null}
      </Stack>
    </Box>
  );
}
