import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { RouteName } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefOf } from '../navigation/menu-items';

/** The page of an area the product does not offer yet: it says so instead of pretending. */
export function NotAvailablePage({ route }: { route: RouteName }) {
  const { t } = useTranslation('shell');
  const area = t(`routes.${route}`);
  return (
    <Stack maw={640} gap="md">
      <Title order={1}>{t('notAvailable.title', { area })}</Title>
      <Paper withBorder p="lg" radius="md">
        <Text>{t('notAvailable.text')}</Text>
      </Paper>
      <Button component={Link} to={hrefOf('Welcome')} variant="light" w="fit-content">
        {t('notAvailable.back')}
      </Button>
    </Stack>
  );
}
