import { Alert, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where the state stands: `screen` fills the viewport (before the shell exists), `page` is the
 * main content of a page, `block` one block among others (a period card's budget or list).
 */
export type LoadStateSize = 'screen' | 'page' | 'block';

export interface LoadStateProps {
  isPending: boolean;
  isError?: boolean;
  onRetry?: () => void;
  /** Shown instead of the content when loaded and empty. */
  isEmpty?: boolean;
  empty?: ReactNode;
  size?: LoadStateSize;
  /** What failed, in the feature's words; "Could not be loaded." otherwise. */
  errorText?: string;
  retryText?: string;
  /** Rendered only once loaded, so it may read the data without checks. */
  children?: () => ReactNode;
}

/** The one loading, error and empty block of the app: each query shows the same three states. */
export function LoadState({ size = 'page', ...props }: LoadStateProps) {
  const { t } = useTranslation('common');
  if (props.isPending) return <LoadingIndicator size={size} />;
  if (props.isError) {
    const errorText = props.errorText ?? t('loadFailed');
    const retry = props.onRetry && (
      <Button
        size="xs"
        variant="light"
        color={size === 'page' ? 'danger' : undefined}
        mt={size === 'page' ? 'xs' : undefined}
        leftSection={<IconRefresh size={14} />}
        onClick={props.onRetry}
      >
        {props.retryText ?? t('retry')}
      </Button>
    );
    if (size === 'page') {
      return (
        <Alert color="danger" icon={<IconAlertTriangle size={18} />} title={errorText}>
          {retry}
        </Alert>
      );
    }
    return (
      <Group justify="center" py={size === 'block' ? 'md' : 'xl'} gap="sm">
        <Text c="dimmed" size={size === 'block' ? 'sm' : undefined}>
          {errorText}
        </Text>
        {retry}
      </Group>
    );
  }
  if (props.isEmpty) return <>{props.empty}</>;
  return <>{props.children?.()}</>;
}

/** The spinner alone, for a state that has nothing to retry (a session being checked). */
export function LoadingIndicator({ size = 'page' }: { size?: LoadStateSize }) {
  const { t } = useTranslation('common');
  if (size === 'screen') {
    return (
      <Center mih="100dvh" role="status" aria-label={t('loading')}>
        <Loader />
      </Center>
    );
  }
  return (
    <Center py={size === 'block' ? 'md' : 'xl'}>
      <Loader size={size === 'block' ? 'sm' : undefined} aria-label={t('loading')} />
    </Center>
  );
}

/** An empty list: an icon and one sentence in a framed box. */
export function EmptyState({ icon, text }: { icon?: ReactNode; text: string }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs">
        {icon}
        <Text c="dimmed" ta="center">
          {text}
        </Text>
      </Stack>
    </Paper>
  );
}
