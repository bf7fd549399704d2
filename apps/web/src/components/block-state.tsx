import { Button, Center, Group, Loader, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Each block of a period card shows its own spinner while loading and a retry on failure. */
export function BlockState(props: {
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  if (props.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    );
  }
  if (props.isError) {
    return (
      <Group justify="center" py="md" gap="sm">
        <Text c="dimmed" size="sm">
          {t('loadFailed')}
        </Text>
        <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={props.onRetry}>
          {t('retry')}
        </Button>
      </Group>
    );
  }
  return <>{props.children()}</>;
}
