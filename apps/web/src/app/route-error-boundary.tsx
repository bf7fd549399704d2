import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Last line of defence of the router: a broken screen must not leave a blank page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('common');

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center" role="alert">
        <Title order={1} size="h2">
          {t('errorBoundary.title')}
        </Title>
        <Text c="dimmed">{t('errorBoundary.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('errorBoundary.reload')}</Button>
      </Stack>
    </Center>
  );
}
