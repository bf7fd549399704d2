import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconFileImport, IconSearch, IconUserPlus, IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/load-state';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/auth-context';
import { type UserListQuery, useUsers } from '../api/list-users';
import { UsersTable } from './users-table';
import { AppPagination } from '../../../components/pagination';
import '../users-texts';

/** /users: search, sort and pages of 20. */
export function UsersPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const { company } = useSessionUser();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [sort, setSort] = useState<Pick<UserListQuery, 'sortBy' | 'sortOrder'>>({ sortBy: 'name', sortOrder: 'ASC' });
  const [page, setPage] = useState(1);
  const users = useUsers({ ...sort, page, search: debouncedSearch.trim() });

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('list.title')}</Title>
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.users.import.href()}
            variant="default"
            leftSection={<IconFileImport size={18} />}
          >
            {t('list.import')}
          </Button>
          <Button component={Link} to={paths.users.new.href()} leftSection={<IconUserPlus size={18} />}>
            {t('list.new')}
          </Button>
        </Group>
      </Group>
      {company.isPersonioActive && (
        <Alert color="warning" icon={<IconAlertTriangle size={18} />}>
          {t('list.personioWarning')}
        </Alert>
      )}
      <TextInput
        leftSection={<IconSearch size={16} />}
        aria-label={t('list.search')}
        placeholder={t('list.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={480}
      />
      {users.data && (
        <>
          {users.data.users.length === 0 ? (
            <EmptyState icon={<IconUserSearch size={32} stroke={1.5} aria-hidden />} text={t('list.empty')} />
          ) : (
            <UsersTable
              users={users.data.users}
              sortBy={sort.sortBy}
              sortOrder={sort.sortOrder}
              onSort={(sortBy, sortOrder) => {
                setSort({ sortBy, sortOrder });
                setPage(1);
              }}
              onOpen={(user) => void navigate(paths.users.detail.href(user.id))}
            />
          )}
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('list.count', { count: users.data.totalCount })}
            </Text>
            {users.data.totalPages > 1 && (
              <AppPagination total={users.data.totalPages} value={page} onChange={setPage} />
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
