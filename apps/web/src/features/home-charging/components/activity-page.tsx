import { Anchor, Button, Group, Modal, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import type { ChargingActivity } from '@mobilo/contract';
import { IconArrowLeft, IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '../../../components/load-state';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useApproveActivity } from '../api/approve-activity';
import { useActivity } from '../api/get-activity';
import { useActivityHistory } from '../api/get-activity-history';
import { useRejectActivity } from '../api/reject-activity';
import '../home-charging-texts';
import { ActivityCard } from './activity-card';

function RejectDialog({
  activity,
  opened,
  onClose,
}: {
  activity: ChargingActivity;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('home-charging');
  const reject = useRejectActivity();
  const [reason, setReason] = useState('');
  const confirm = () =>
    reject.mutate(
      { id: activity.id, version: activity.version, reason: reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(t('detail.rejected'));
          onClose();
        },
      },
    );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('detail.rejectTitle', { name: `${activity.firstName} ${activity.lastName}` })}
    >
      <Stack gap="md">
        <Textarea
          label={t('detail.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          required
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('detail.cancel')}
          </Button>
          <Button color="danger" loading={reject.isPending} disabled={!reason.trim()} onClick={confirm}>
            {t('detail.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function History({ id }: { id: string }) {
  const { t } = useTranslation('home-charging');
  const f = useFormat();
  const history = useActivityHistory(id);
  return (
    <Stack gap="sm" component="section" aria-labelledby="history-title">
      <Title order={2} size="h4" id="history-title">
        {t('detail.history')}
      </Title>
      <LoadState
        isPending={history.isPending}
        isError={history.isError}
        size="block"
        onRetry={() => void history.refetch()}
      >
        {() =>
          history.data!.events.length === 0 ? (
            <Text size="sm">{t('detail.noHistory')}</Text>
          ) : (
            <Timeline bulletSize={12} lineWidth={2}>
              {history.data!.events.map((event) => (
                <Timeline.Item key={`${event.at}-${event.action}`} title={event.action}>
                  <Text size="xs" c="dimmed">
                    {f.dateTime(event.at)} {event.actorName ? `· ${event.actorName}` : ''}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          )
        }
      </LoadState>
    </Stack>
  );
}

function ActivityDetail({ activity }: { activity: ChargingActivity }) {
  const { t } = useTranslation('home-charging');
  const approve = useApproveActivity();
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
        <Text size="sm">
          {t('activity.photoStart')}: {t(activity.hasStartPhoto ? 'activity.photoThere' : 'activity.photoMissing')} ·{' '}
          {t('activity.photoEnd')}: {t(activity.hasEndPhoto ? 'activity.photoThere' : 'activity.photoMissing')}
        </Text>
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
      <RejectDialog activity={activity} opened={rejecting} onClose={() => setRejecting(false)} />
      <History id={activity.id} />
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
