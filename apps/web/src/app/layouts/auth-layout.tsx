import { Box, Center, Group, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageToggle } from '../../components/language-toggle';
import { LoadingIndicator } from '../../components/load-state';

/** Frame of the screens before sign-in: brand and language choice on top, the page centred. */
export function AuthLayout() {
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
        <Suspense fallback={<LoadingIndicator />}>
          <Outlet />
        </Suspense>
      </Center>
    </Box>
  );
}
