import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ChargingActivity } from '@mobilo/contract';
import { IconArrowLeft, IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '../../../components/load-state';
import { paths } from '../../../config/paths';
import { notifySuccess } from '../../../lib/notify';
import { useApproveActivity } from '../api/approve-activity';
import { useActivity } from '../api/get-activity';
import { useActivityHistory } from '../api/get-activity-history';
import { useRejectActivity } from '../api/reject-activity';
import '../home-charging-texts';
import { ActivityCard } from './activity-card';
import { MeterPhotos } from './meter-photos';
import { RejectDialog, ReviewHistory } from './review-parts';

function ActivityDetail({ activity }: { activity: ChargingActivity }) {
  const { t } = useTranslation('home-charging');
  const approve = useApproveActivity();
  const reject = useRejectActivity();
  const history = useActivityHistory(activity.id);
  const [rejecting, setRejecting] = useState(false);
  return (
    <Stack gap="lg">
      <ActivityCard
        activity={activity}
        title={
          <Text fw={600}>
            {activity.firstName} {activity.lastName}
            {activity.personalNumber ? ` · ${activity.personalNumber}` : ''}
          </Text>
        }
      >
        <MeterPhotos activity={activity} />
        {activity.isFrozen && <Text size="sm">{t('activity.frozen')}</Text>}
        {activity.isDecidable && (
          <Group gap="sm">
            <Button
              leftSection={<IconCheck size={18} />}
              loading={approve.isPending}
              onClick={() =>
                approve.mutate(
                  { id: activity.id, version: activity.version },
                  { onSuccess: () => notifySuccess(t('detail.approved')) },
                )
              }
            >
              {t('detail.approve')}
            </Button>
            <Button color="danger" variant="light" leftSection={<IconX size={18} />} onClick={() => setRejecting(true)}>
              {t('detail.reject')}
            </Button>
          </Group>
        )}
      </ActivityCard>
      <RejectDialog
        title={t('detail.rejectTitle', { name: `${activity.firstName} ${activity.lastName}` })}
        opened={rejecting}
        pending={reject.isPending}
        onClose={() => setRejecting(false)}
        onReject={(reason) =>
          reject.mutate(
            { id: activity.id, version: activity.version, reason },
            {
              onSuccess: () => {
                notifySuccess(t('detail.rejected'));
                setRejecting(false);
              },
            },
          )
        }
      />
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
    <Stack gap="lg" maw={860}>
      <Anchor component={Link} to={paths.homeCharging.activities.href()} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} />
          {t('detail.back')}
        </Group>
      </Anchor>
      <Title order={1}>{t('list.title')}</Title>
      <LoadState isPending={activity.isPending} isError={activity.isError} onRetry={() => void activity.refetch()}>
        {() => <ActivityDetail activity={activity.data!} />}
      </LoadState>
    </Stack>
  );
}
