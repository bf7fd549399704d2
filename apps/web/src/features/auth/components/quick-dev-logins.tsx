import { Button, Divider, Stack } from '@mantine/core';
import { quickDevLogins } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import '../auth-texts';

/** Demo sign-ins for local development, offered when the server says the stage is local. */
export function QuickDevLogins({ onSelect, disabled }: { onSelect: (email: string) => void; disabled: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="xs" role="group" aria-label={t('login.quickLogins')}>
      <Divider label={t('login.quickLogins')} labelPosition="center" />
      {quickDevLogins.map((account) => (
        <Button
          key={account.email}
          variant="light"
          color="gray"
          disabled={disabled}
          onClick={() => onSelect(account.email)}
          // Long German labels ("Schnellanmeldung als Card admin") wrap on a phone instead of being cut off.
          h="auto"
          mih={36}
          py={6}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        >
          {t('login.quickLogin', { name: account.label })}
        </Button>
      ))}
    </Stack>
  );
}
