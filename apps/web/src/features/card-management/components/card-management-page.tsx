import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { cardMemberCounts, cardMemberStatuses, type CardMember, type CardMemberStatus } from '@mobilo/contract';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { EmptyState, LoadState } from '../../../components/load-state';
import { useCardMembers } from '../api/list-card-members';
import '../card-management-texts';
import { MemberActions, memberName } from './member-actions';
import { MemberCards, MemberStatus } from './member-status';

type Filter = 'ALL' | CardMemberStatus;

function useColumns(): DataColumn<CardMember>[] {
  const { t } = useTranslation('card-management');
  return [
    {
      id: 'name',
      header: t('columns.name'),
      sortValue: (member) => `${member.lastName} ${member.firstName}`,
      cell: (member) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {memberName(member)}
          </Text>
          <Text size="xs" c="dimmed">
            {member.email}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      sortValue: (member) => cardMemberStatuses.indexOf(member.status),
      cell: (member) => <MemberStatus member={member} />,
    },
    { id: 'cards', header: t('columns.cards'), cell: (member) => <MemberCards member={member} /> },
    {
      id: 'actions',
      header: t('columns.actions'),
      hideHeader: true,
      interactive: true,
      cell: (member) => <MemberActions member={member} />,
    },
  ];
}

function Counts({ members }: { members: CardMember[] }) {
  const { t } = useTranslation('card-management');
  const counts = cardMemberCounts(members);
  const tiles = [...cardMemberStatuses, 'cardsEnabled'] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" aria-label={t('counts.label')} component="dl" m={0}>
      {tiles.map((tile) => (
        <Paper key={tile} withBorder p="sm" radius="md">
          <Text component="dt" size="xs" c="dimmed">
            {t(`counts.${tile}`)}
          </Text>
          <Text component="dd" m={0} size="xl" fw={700} data-testid={`count-${tile}`}>
            {counts[tile]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** /card-management: the company's employees, their card membership and cards, and the card admin's actions. */
export function CardManagementPage() {
  const { t } = useTranslation('card-management');
  const list = useCardMembers();
  const [filter, setFilter] = useState<Filter>('ALL');
  const [search, setSearch] = useState('');
  const columns = useColumns();
  const needle = search.trim().toLowerCase();
  const shown = useMemo(
    () =>
      (list.data ?? []).filter(
        (member) =>
          (filter === 'ALL' || member.status === filter) &&
          (needle === '' || `${memberName(member)} ${member.email}`.toLowerCase().includes(needle)),
      ),
    [list.data, filter, needle],
  );
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <LoadState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()}>
        {() => (
          <Stack gap="lg">
            <Counts members={list.data!} />
            <Group gap="md" wrap="wrap" align="flex-end">
              <SegmentedControl
                aria-label={t('filter')}
                value={filter}
                onChange={(value) => setFilter(value as Filter)}
                data={(['ALL', ...cardMemberStatuses] as const).map((value) => ({
                  value,
                  label: t(`filters.${value}`),
                }))}
                style={{ maxWidth: '100%', overflowX: 'auto' }}
              />
              <TextInput
                aria-label={t('search')}
                placeholder={t('search')}
                leftSection={<IconSearch size={16} />}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                w={{ base: '100%', sm: 320 }}
              />
            </Group>
            <DataTable
              data={shown}
              columns={columns}
              rowId={(member) => member.userId}
              cardLabel={memberName}
              rowAttributes={(member) => ({ 'data-testid': 'card-member', 'data-status': member.status })}
              defaultSort={{ id: 'name', desc: false }}
              pageSize={50}
              minWidth={900}
              empty={<EmptyState text={t(list.data!.length ? 'empty' : 'emptyAll')} />}
            />
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
