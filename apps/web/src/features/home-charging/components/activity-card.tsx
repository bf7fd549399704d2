import { Alert, Badge, Group, type MantineColor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ChargingActivity, ChargingReviewStatus } from '@mobilo/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import '../home-charging-texts';

const colours: Record<ChargingReviewStatus, MantineColor> = {
  SUBMITTED: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

/** "2026-03" as the month's name. */
export const chargingMonthName = (f: ReturnType<typeof useFormat>, month: string) => f.period(month.replace('-', ''));

export function ChargingStatusBadge({ status }: { status: ChargingReviewStatus }) {
  const { t } = useTranslation('home-charging');
  return (
    <Badge color={colours[status]} variant="light" tt="none" data-testid="charging-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** The plausibility warnings: they never refuse, the checker weighs them. */
export function ChargingWarnings({ activity }: { activity: Pick<ChargingActivity, 'warnings'> }) {
  const { t } = useTranslation('home-charging');
  if (activity.warnings.length === 0) return null;
  return (
    <Alert color="warning" icon={<IconAlertTriangle size={18} />} title={t('activity.warnings')} p="xs">
      <Stack gap={2}>
        {activity.warnings.map((warning) => (
          <Text size="sm" key={warning}>
            {t(`warning.${warning}`)}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/** The figures of an activity: kWh, the month's price and the refund. */
export function ActivityFacts({ activity }: { activity: ChargingActivity }) {
  const { t } = useTranslation('home-charging');
  const f = useFormat();
  const number = (value: string) => Number(value).toLocaleString(f.locale, { minimumFractionDigits: 2 });
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <Fact label={t('activity.kwh')}>{t('activity.kwhValue', { kwh: number(activity.kwh) })}</Fact>
      <Fact label={t('activity.price')}>
        {t('activity.priceValue', { cents: number(activity.centsPerKwh) })} (
        {t(`activity.priceSource.${activity.priceSource}`)})
      </Fact>
      <Fact label={t('activity.amount')}>{f.money(activity.amount, 'EUR')}</Fact>
      {activity.source === 'READINGS' ? (
        <Fact label={t('activity.readings')}>
          {number(activity.startReading ?? '0')} → {number(activity.endReading ?? '0')}
        </Fact>
      ) : (
        <Fact label={t('activity.readings')}>{t('activity.wallbox', { count: activity.sessionCount ?? 0 })}</Fact>
      )}
    </SimpleGrid>
  );
}

/** One month's activity as a card; `title` adds the employee's name on the checker's list. */
export function ActivityCard({
  activity,
  title,
  children,
}: {
  activity: ChargingActivity;
  title?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('home-charging');
  const f = useFormat();
  return (
    <Paper withBorder p="md" radius="md" component="article" data-testid={`charging-activity-${activity.month}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            {title}
            <Title order={3} size="h5">
              {chargingMonthName(f, activity.month)}
            </Title>
          </Stack>
          <ChargingStatusBadge status={activity.status} />
        </Group>
        <ActivityFacts activity={activity} />
        {activity.rejectReason && (
          <Text size="sm" c="danger.8">
            {t('activity.rejectReason', { reason: activity.rejectReason })}
          </Text>
        )}
        <ChargingWarnings activity={activity} />
        {children}
      </Stack>
    </Paper>
  );
}
