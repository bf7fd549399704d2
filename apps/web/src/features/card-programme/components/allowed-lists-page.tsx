import { Badge, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CardAllowedList } from '@mobilo/contract';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { EmptyState, LoadState } from '../../../components/load-state';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteAllowedList } from '../api/delete-allowed-list';
import { useAllowedLists } from '../api/list-allowed-lists';
import '../card-programme-texts';
import { AllowedListDialog } from './allowed-list-dialog';
import { FailModeSetting } from './fail-mode-setting';

function useColumns(onEdit: (list: CardAllowedList) => void): DataColumn<CardAllowedList>[] {
  const { t } = useTranslation('card-programme');
  const remove = useDeleteAllowedList();
  const confirmDelete = (list: CardAllowedList) =>
    modals.openConfirmModal({
      title: t('lists.deleteTitle', { name: list.name }),
      children: <Text size="sm">{t('lists.deleteText')}</Text>,
      labels: { confirm: t('lists.delete'), cancel: t('lists.cancel') },
      confirmProps: { color: 'danger' },
      onConfirm: () =>
        remove.mutate(list.id, { onSuccess: () => notifySuccess(t('lists.deleted', { name: list.name })) }),
    });
  return [
    {
      id: 'name',
      header: t('lists.name'),
      sortValue: (list) => list.name.toLowerCase(),
      cell: (list) => (
        <Text size="sm" fw={600}>
          {list.name}
        </Text>
      ),
    },
    {
      id: 'categories',
      header: t('lists.categories'),
      cell: (list) => (
        <Group gap={4}>
          {list.merchantCategoryCodes.length === 0
            ? '–'
            : list.merchantCategoryCodes.map((code) => (
                <Badge key={code} variant="light" color="gray" size="sm">
                  {code}
                </Badge>
              ))}
        </Group>
      ),
    },
    { id: 'merchants', header: t('lists.merchants'), cell: (list) => list.merchantNames.join(', ') || '–' },
    {
      id: 'plans',
      header: t('lists.plans'),
      sortValue: (list) => list.planCount,
      cell: (list) => t('lists.planCount', { count: list.planCount }),
    },
    {
      id: 'actions',
      header: t('lists.actions'),
      hideHeader: true,
      interactive: true,
      pinned: true,
      cell: (list) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} />}
            aria-label={t('lists.editOf', { name: list.name })}
            onClick={() => onEdit(list)}
          >
            {t('lists.edit')}
          </Button>
          <Tooltip label={t('lists.inUse')} disabled={list.isDeletable}>
            <Button
              size="xs"
              variant="subtle"
              color="danger"
              leftSection={<IconTrash size={14} />}
              aria-label={t('lists.deleteOf', { name: list.name })}
              data-disabled={!list.isDeletable || undefined}
              aria-disabled={!list.isDeletable}
              onClick={(event) => (list.isDeletable ? confirmDelete(list) : event.preventDefault())}
            >
              {t('lists.delete')}
            </Button>
          </Tooltip>
        </Group>
      ),
    },
  ];
}

/** /card-whitelists: the company's allowed lists of merchant categories and merchants. */
export function AllowedListsPage() {
  const { t } = useTranslation('card-programme');
  const lists = useAllowedLists();
  const [editing, setEditing] = useState<CardAllowedList | 'new' | null>(null);
  const columns = useColumns(setEditing);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} maw={720}>
          <Title order={1}>{t('lists.title')}</Title>
          <Text c="dimmed">{t('lists.intro')}</Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('lists.new')}
        </Button>
      </Group>
      <FailModeSetting />
      <LoadState isPending={lists.isPending} isError={lists.isError} onRetry={() => void lists.refetch()}>
        {() => (
          <DataTable
            data={lists.data!}
            columns={columns}
            rowId={(row) => row.id}
            cardLabel={(row) => row.name}
            rowAttributes={() => ({ 'data-testid': 'allowed-list' })}
            defaultSort={{ id: 'name', desc: false }}
            pageSize={50}
            minWidth={800}
            empty={<EmptyState text={t('lists.empty')} />}
          />
        )}
      </LoadState>
      <AllowedListDialog list={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
