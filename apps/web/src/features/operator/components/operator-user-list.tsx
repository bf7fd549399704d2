import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ListOperatorUsersQuery, OperatorUser } from '@mobilo/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { useOperatorUsers } from '../api/list-operator-users';
import { OperatorUserDialog } from './operator-user-dialog';
import { OperatorUsersTable } from './operator-users-table';
import '../operator-texts';
import { AppPagination } from '../../../components/pagination';

type Sort = Required<Pick<ListOperatorUsersQuery, 'sortBy' | 'sortOrder'>>;

/** Search, sort and pages of 20 over every company's users or one company's; a row opens the editor. */
export function OperatorUserList({ companyId }: { companyId: string | null }) {
  const { t } = useTranslation('operator');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<Sort>({ sortBy: 'name', sortOrder: 'ASC' });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<OperatorUser | null>(null);
  const users = useOperatorUsers(companyId, { ...sort, page, ...(debouncedSearch && { search: debouncedSearch }) });

  return (
    <Stack gap="md">
      <TextInput
        leftSection={<IconSearch size={16} />}
        aria-label={t('users.search')}
        placeholder={t('users.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={480}
      />
      <LoadState isPending={users.isPending} isError={users.isError} onRetry={() => void users.refetch()}>
        {() => (
          <>
            <OperatorUsersTable
              users={users.data!.users}
              showCompany={companyId === null}
              sortBy={sort.sortBy}
              sortOrder={sort.sortOrder}
              onSort={(sortBy, sortOrder) => {
                setSort({ sortBy, sortOrder });
                setPage(1);
              }}
              onOpen={setEditing}
            />
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('users.count', { count: users.data!.totalCount })}
              </Text>
              {users.data!.totalPages > 1 && (
                <AppPagination total={users.data!.totalPages} value={page} onChange={setPage} />
              )}
            </Group>
          </>
        )}
      </LoadState>
      <OperatorUserDialog user={editing} onClose={() => setEditing(null)} showCompanyLink={companyId === null} />
    </Stack>
  );
}
