import { Box, Center, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '../../components/language-toggle';

/**
 * Frame of the screens before sign-in: brand and language choice on top, the page centred. The
 * sign-in page uses it without the router; the app's sign-in screens through `AuthLayout`.
 */
export function AuthFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group component="header" justify="space-between" px="md" py="sm" wrap="nowrap">
        <Text fw={800} c="secondary" size="xl">
          {t('app.name')}
        </Text>
        <LanguageToggle />
      </Group>
      <Center component="main" px="md" py="xl" style={{ flex: 1, alignItems: 'flex-start' }}>
        {children}
      </Center>
    </Box>
  );
}
