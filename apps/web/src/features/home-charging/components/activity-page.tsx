import { Group, Stack, Text } from '@mantine/core';
import type { ChargingActivity } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useApproveActivity } from '../api/approve-activity';
import { useActivity } from '../api/get-activity';
import { useActivityHistory } from '../api/get-activity-history';
import { useRejectActivity } from '../api/reject-activity';
import '../home-charging-texts';
import { ActivityCard } from './activity-card';
import { MeterPhotos } from './meter-photos';
import { CheckPage, DecisionButtons } from './review-decision';
import { ReviewHistory } from './review-parts';

function ActivityDetail({ activity }: { activity: ChargingActivity }) {
  const { t } = useTranslation('home-charging');
  const approve = useApproveActivity();
  const reject = useRejectActivity();
  const history = useActivityHistory(activity.id);
  const name = `${activity.firstName} ${activity.lastName}`;
  return (
    <Stack gap="lg">
      <ActivityCard
        activity={activity}
        title={
          <Text fw={600}>
            {name}
            {activity.personalNumber ? ` · ${activity.personalNumber}` : ''}
          </Text>
        }
      >
        <MeterPhotos activity={activity} />
        {activity.isFrozen && <Text size="sm">{t('activity.frozen')}</Text>}
        {activity.isDecidable && (
          <Group gap="sm">
            <DecisionButtons
              subject={activity}
              approve={approve}
              reject={reject}
              texts={{
                approved: t('detail.approved'),
                rejected: t('detail.rejected'),
                rejectTitle: t('detail.rejectTitle', { name }),
              }}
            />
          </Group>
        )}
      </ActivityCard>
      <ReviewHistory history={history} />
    </Stack>
  );
}

/** /home-charging/activities/{id}: one activity to check, approve or reject with a reason, and its history. */
export function ActivityPage() {
  const { t } = useTranslation('home-charging');
  const { activityId = '' } = useParams();
  const activity = useActivity(activityId);
  return (
    <CheckPage title={t('list.title')} query={activity}>
      {(data) => <ActivityDetail activity={data} />}
    </CheckPage>
  );
}
