import { ActionIcon, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { RejectReason } from '@mobilo/contract';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { LoadState } from '../../../components/load-state';
import { useRejectReasons } from '../api/list-reject-reasons';
import { useRankRejectReasons } from '../api/rank-reject-reasons';
import { RejectReasonDialog } from './reject-reason-dialog';
import { moved } from './reject-reason-order';
import '../operator-texts';

/** /god/settings/rejection-reasons: the global, ranked, bilingual reasons checkers choose from. */
export function RejectionReasonsPage() {
  const { t } = useTranslation('operator');
  const reasons = useRejectReasons();
  const rank = useRankRejectReasons();
  const [editing, setEditing] = useState<RejectReason | 'new' | null>(null);

  const columns = (list: RejectReason[]): DataColumn<RejectReason>[] => [
    { id: 'ranking', header: t('reasons.columns.ranking'), width: 80, cell: (reason) => reason.ranking },
    { id: 'en', header: t('reasons.columns.en'), cell: (reason) => reason.description.en },
    { id: 'de', header: t('reasons.columns.de'), cell: (reason) => reason.description.de },
    {
      id: 'active',
      header: t('reasons.columns.active'),
      cell: (reason) => (
        <Badge color={reason.active ? 'success' : 'gray'} variant="light">
          {t(reason.active ? 'reasons.active' : 'reasons.inactive')}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: t('reasons.columns.actions'),
      hideHeader: true,
      interactive: true,
      cell: (reason) => {
        const index = list.indexOf(reason);
        const name = reason.description.en;
        return (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t('reasons.up', { name })}
              disabled={index === 0 || rank.isPending}
              onClick={() => rank.mutate(moved(list, index, -1))}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('reasons.down', { name })}
              disabled={index === list.length - 1 || rank.isPending}
              onClick={() => rank.mutate(moved(list, index, 1))}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" aria-label={t('reasons.edit', { name })} onClick={() => setEditing(reason)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Group>
        );
      },
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('reasons.title')}</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
          {t('reasons.new')}
        </Button>
      </Group>
      <Text c="dimmed">{t('reasons.intro')}</Text>
      <LoadState isPending={reasons.isPending} isError={reasons.isError} onRetry={() => void reasons.refetch()}>
        {() => (
          <DataTable
            data={reasons.data!}
            columns={columns(reasons.data!)}
            rowId={(reason) => reason.id}
            cardLabel={(reason) => reason.description.en}
            rowAttributes={(reason) => ({ 'data-testid': 'reject-reason-row', 'data-code': reason.code })}
            minWidth={760}
            tableProps={{ striped: true }}
          />
        )}
      </LoadState>
      <RejectReasonDialog reason={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
