import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CardStatus, MyMobilityCard } from '@mobilo/contract';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadState } from '../../../components/load-state';
import { useFormat } from '../../../lib/format';
import { useMyMobilityCard } from '../api/get-my-mobility-card';
import '../card-my-mobility-texts';
import { CardTransactions } from './card-transactions';

const cardStatusColour: Record<CardStatus, string> = {
  PROCESSING: 'warning',
  ENABLED: 'success',
  BLOCKED: 'danger',
  CANCELED: 'gray',
};

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

function CardSummary({ mine }: { mine: MyMobilityCard }) {
  const { t } = useTranslation('card-my-mobility');
  const f = useFormat();
  const card = mine.card!;
  const [year, month] = mine.month.split('-').map(Number);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-card-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconCreditCard size={22} aria-hidden />
            <Title order={2} size="h4" id="my-card-title">
              {t(`category.${card.category}`)}
            </Title>
          </Group>
          <Badge variant="light" color={cardStatusColour[card.status]}>
            {t(`cardStatus.${card.status}`)}
          </Badge>
        </Group>
        <Text ff="monospace" size="lg" data-testid="card-number">
          {card.maskedNumber ?? t('card.numberPending')}
        </Text>
        <SimpleGrid cols={2} spacing="md">
          <Figure label={t('card.balance')} value={f.money(mine.balance, 'EUR')} testId="card-balance" />
          <Figure
            label={t('card.monthLoad', { month: f.period(`${year}${String(month).padStart(2, '0')}`) })}
            value={f.money(mine.monthLoad, 'EUR')}
            testId="card-month-load"
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function MyMobilityContent({ mine }: { mine: MyMobilityCard }) {
  const { t } = useTranslation('card-my-mobility');
  if (!mine.card) return <EmptyState text={t('card.none')} />;
  return (
    <Stack gap="lg">
      <CardSummary mine={mine} />
      <Stack gap="sm" component="section" aria-labelledby="card-transactions-title">
        <Title order={2} size="h3" id="card-transactions-title">
          {t('transactions.title')}
        </Title>
        {mine.transactions.some((transaction) => transaction.isReceiptRequested) && (
          <Text size="sm" c="dimmed">
            {t('transactions.receiptsAsked')}
          </Text>
        )}
        <CardTransactions transactions={mine.transactions} />
      </Stack>
    </Stack>
  );
}

/** /card-my-mobility: the employee's mobility card, what is on it and what it paid. */
export function MyMobilityPage() {
  const { t } = useTranslation('card-my-mobility');
  const mine = useMyMobilityCard();
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <LoadState isPending={mine.isPending} isError={mine.isError} onRetry={() => void mine.refetch()}>
        {() => <MyMobilityContent mine={mine.data!} />}
      </LoadState>
    </Stack>
  );
}
