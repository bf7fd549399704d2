import { Button, Group, Modal, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { useFormat } from '../../../lib/format';
import type { getActivityHistory } from '../api/get-activity-history';
import '../home-charging-texts';

type ChargingHistory = Awaited<ReturnType<typeof getActivityHistory>>;

/** The checker's rejection of an activity or a contract: the reason is what the employee reads. */
export function RejectDialog({
  title,
  opened,
  pending,
  onClose,
  onReject,
}: {
  title: string;
  opened: boolean;
  pending: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation('home-charging');
  const [reason, setReason] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
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
          <Button color="danger" loading={pending} disabled={!reason.trim()} onClick={() => onReject(reason.trim())}>
            {t('detail.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The audit events of an activity or a contract, newest last. */
export function ReviewHistory({ history }: { history: UseQueryResult<ChargingHistory> }) {
  const { t } = useTranslation('home-charging');
  const f = useFormat();
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
                <Timeline.Item
                  key={`${event.at}-${event.action}`}
                  title={t(`history.${event.action.replace(/^home-charging\./, '')}`, { defaultValue: event.action })}
                >
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
