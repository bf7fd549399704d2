import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconX } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadState } from '../../../components/load-state';
import { paths } from '../../../config/paths';
import { notifySuccess } from '../../../lib/notify';
import '../home-charging-texts';
import { RejectDialog } from './review-parts';

/** The object a checker decides on, at the version the checker read. */
interface Decided {
  id: string;
  version: number;
}

/** What the decision needs of a mutation: approve and reject of activities and contracts alike. */
interface DecisionMutation<Variables> {
  mutate: (variables: Variables, options: { onSuccess: () => void }) => void;
  isPending: boolean;
}

/**
 * Approve and reject (with the reason the employee reads) of an activity or a contract; each
 * names the version the checker read, so a change made meanwhile answers with a conflict.
 */
export function DecisionButtons({
  subject,
  approve,
  reject,
  texts,
}: {
  subject: Decided;
  approve: DecisionMutation<Decided>;
  reject: DecisionMutation<Decided & { reason: string }>;
  texts: { approved: string; rejected: string; rejectTitle: string };
}) {
  const { t } = useTranslation('home-charging');
  const [rejecting, setRejecting] = useState(false);
  const { id, version } = subject;
  return (
    <>
      <Button
        leftSection={<IconCheck size={18} />}
        loading={approve.isPending}
        onClick={() => approve.mutate({ id, version }, { onSuccess: () => notifySuccess(texts.approved) })}
      >
        {t('detail.approve')}
      </Button>
      <Button color="danger" variant="light" leftSection={<IconX size={18} />} onClick={() => setRejecting(true)}>
        {t('detail.reject')}
      </Button>
      <RejectDialog
        title={texts.rejectTitle}
        opened={rejecting}
        pending={reject.isPending}
        onClose={() => setRejecting(false)}
        onReject={(reason) =>
          reject.mutate(
            { id, version, reason },
            {
              onSuccess: () => {
                notifySuccess(texts.rejected);
                setRejecting(false);
              },
            },
          )
        }
      />
    </>
  );
}

/** A check page: the way back to the checker's list, its title, and the object once loaded. */
export function CheckPage<T>({
  title,
  query,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('home-charging');
  return (
    <Stack gap="lg" maw={860}>
      <Anchor component={Link} to={paths.homeCharging.activities.href()} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} />
          {t('detail.back')}
        </Group>
      </Anchor>
      <Title order={1}>{title}</Title>
      <LoadState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()}>
        {() => children(query.data!)}
      </LoadState>
    </Stack>
  );
}
