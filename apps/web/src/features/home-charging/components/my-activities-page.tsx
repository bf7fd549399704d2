import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { MyActivities } from '@mobilo/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { EmptyState, LoadState } from '../../../components/load-state';
import { useFormat } from '../../../lib/format';
import { useMyActivities } from '../api/get-my-activities';
import '../home-charging-texts';
import { ActivityCard } from './activity-card';
import { ReadingsForm } from './readings-form';
import { WallboxImport } from './wallbox-import';

function MyActivitiesContent({ mine }: { mine: MyActivities }) {
  const { t } = useTranslation('home-charging');
  const f = useFormat();
  if (mine.type !== 'VARIABLE')
    return (
      <Alert color="secondary" icon={<IconInfoCircle size={18} />}>
        {t('mine.notEnrolled')}
      </Alert>
    );
  const method =
    mine.pricingMethod === 'AVERAGE'
      ? t('mine.methodAVERAGE', {
          cents: mine.officialCentsPerKwh
            ? Number(mine.officialCentsPerKwh).toLocaleString(f.locale, { minimumFractionDigits: 2 })
            : '',
        })
      : t('mine.methodCONTRACT');
  return (
    <Stack gap="lg">
      <Text size="sm">
        {t('mine.method', { method })}
        {mine.pricingMethod === 'CONTRACT' && (
          <>
            {' · '}
            <Anchor component={Link} to={paths.homeCharging.myContracts.href()}>
              {t('mine.contractsLink')}
            </Anchor>
          </>
        )}
      </Text>
      <ReadingsForm mine={mine} />
      <WallboxImport mine={mine} />
      <Stack gap="sm" component="section" aria-labelledby="months-title">
        <Title order={2} size="h3" id="months-title">
          {t('mine.history')}
        </Title>
        {mine.activities.length === 0 ? (
          <EmptyState text={t('mine.empty')} />
        ) : (
          mine.activities.map((activity) => <ActivityCard key={activity.id} activity={activity} />)
        )}
      </Stack>
    </Stack>
  );
}

/** /home-charging/my-activities: the employee's months of home charging. */
export function MyActivitiesPage() {
  const { t } = useTranslation('home-charging');
  const mine = useMyActivities();
  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <Title order={1}>{t('mine.title')}</Title>
        <Text c="dimmed">{t('mine.intro')}</Text>
      </Stack>
      <LoadState isPending={mine.isPending} isError={mine.isError} onRetry={() => void mine.refetch()}>
        {() => <MyActivitiesContent mine={mine.data!} />}
      </LoadState>
    </Stack>
  );
}
