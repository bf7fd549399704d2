import { Anchor, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { chargingReviewStatusSchema, type ChargingReviewStatus } from '@mobilo/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, LoadState } from '../../../components/load-state';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useActivities } from '../api/list-activities';
import '../home-charging-texts';
import { ActivityCard, chargingMonthName } from './activity-card';
import { ContractsSection } from './contracts-section';

/** /home-charging/activities: the checker's list, filtered by status (with counts) and name. */
export function ActivitiesPage() {
  const { t } = useTranslation('home-charging');
  const f = useFormat();
  const [status, setStatus] = useState<ChargingReviewStatus | 'ALL'>('SUBMITTED');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = useActivities({
    ...(status !== 'ALL' && { status }),
    ...(debounced && { search: debounced }),
  });
  const counts = list.data?.counts;
  const label = (value: ChargingReviewStatus) =>
    counts ? `${t(`status.${value}`)} (${counts[value] ?? 0})` : t(`status.${value}`);
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t('list.title')}</Title>
        <Text c="dimmed">{t('list.intro')}</Text>
      </Stack>
      <Group gap="md" wrap="wrap" align="flex-end">
        <SegmentedControl
          aria-label={t('list.filter')}
          value={status}
          onChange={(value) => setStatus(value as ChargingReviewStatus | 'ALL')}
          data={[
            ...chargingReviewStatusSchema.options.map((value) => ({ value, label: label(value) })),
            { value: 'ALL', label: t('list.all') },
          ]}
          style={{ maxWidth: '100%', overflowX: 'auto' }}
        />
        <TextInput
          aria-label={t('list.search')}
          placeholder={t('list.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      <LoadState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()}>
        {() =>
          list.data!.activities.length === 0 ? (
            <EmptyState text={t('list.empty')} />
          ) : (
            <Stack gap="sm">
              {list.data!.activities.map((activity) => {
                const name = `${activity.firstName} ${activity.lastName}`;
                return (
                  <ActivityCard
                    key={activity.id}
                    activity={activity}
                    title={
                      <Anchor
                        component={Link}
                        to={paths.homeCharging.activity.href(activity.id)}
                        fw={600}
                        title={t('list.open', { name, month: chargingMonthName(f, activity.month) })}
                      >
                        {name}
                        {activity.personalNumber ? ` · ${activity.personalNumber}` : ''}
                      </Anchor>
                    }
                  />
                );
              })}
            </Stack>
          )
        }
      </LoadState>
      <ContractsSection />
    </Stack>
  );
}
