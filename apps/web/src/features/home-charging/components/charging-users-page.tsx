import { Button, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { type HomeChargingUser, homeChargingCalls, mayCall } from '@mobilo/contract';
import { IconPencil, IconPlugConnected, IconSearch, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { EmptyState, LoadState } from '../../../components/load-state';
import { useSessionUser } from '../../../lib/auth-context';
import { notifySuccess } from '../../../lib/notify';
import { useChargingUsers } from '../api/list-charging-users';
import { useUnenrolUser } from '../api/unenrol-user';
import '../home-charging-texts';
import { EnrolmentDialog, methodOfYear } from './enrolment-dialog';
import { UsersImport } from './users-import';
import { WageTypesSection } from './wage-types-section';

type Filter = 'ALL' | 'true' | 'false';

const fullName = (user: HomeChargingUser) => `${user.firstName} ${user.lastName}`;

function useColumns(canEdit: boolean, onEdit: (user: HomeChargingUser) => void): DataColumn<HomeChargingUser>[] {
  const { t } = useTranslation('home-charging');
  const unenrol = useUnenrolUser();
  const year = new Date().getFullYear();
  const confirmUnenrol = (user: HomeChargingUser) =>
    modals.openConfirmModal({
      title: t('users.unenrolTitle', { name: fullName(user) }),
      children: <Text size="sm">{t('users.unenrolText')}</Text>,
      labels: { confirm: t('users.unenrol'), cancel: t('users.cancel') },
      confirmProps: { color: 'danger' },
      onConfirm: () =>
        unenrol.mutate(user.userId, {
          onSuccess: () => notifySuccess(t('users.unenrolled', { name: fullName(user) })),
        }),
    });
  const columns: DataColumn<HomeChargingUser>[] = [
    {
      id: 'name',
      header: t('users.name'),
      sortValue: (user) => `${user.lastName} ${user.firstName}`,
      cell: (user) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {fullName(user)}
            {user.personalNumber ? ` · ${user.personalNumber}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {user.email}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'type',
      header: t('users.type'),
      cell: (user) =>
        user.type ? (
          <Text size="sm" fw={500}>
            {t(`users.types.${user.type}`)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('users.notEnrolled')}
          </Text>
        ),
    },
    {
      id: 'car',
      header: t('users.car'),
      cell: (user) =>
        user.carKind && user.vehicle
          ? t('users.carValue', {
              kind: t(`users.carKinds.${user.carKind}`),
              vehicle: t(`users.vehicles.${user.vehicle}`),
              battery: user.batteryKwh ?? '–',
            })
          : '–',
    },
    {
      id: 'method',
      header: t('users.methodOf', { year }),
      cell: (user) => (user.type ? t(`users.methods.${methodOfYear(user, year)}`) : '–'),
    },
    { id: 'meters', header: t('users.meterIds'), cell: (user) => user.meterIds.join(', ') || '–' },
  ];
  if (!canEdit) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: t('users.actions'),
      hideHeader: true,
      interactive: true,
      pinned: true,
      cell: (user) => (
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={user.type ? <IconPencil size={14} /> : <IconPlugConnected size={14} />}
            aria-label={t(user.type ? 'users.editOf' : 'users.enrolOf', { name: fullName(user) })}
            onClick={() => onEdit(user)}
          >
            {t(user.type ? 'users.edit' : 'users.enrol')}
          </Button>
          {user.type && (
            <Button
              size="xs"
              variant="subtle"
              color="danger"
              leftSection={<IconUserMinus size={14} />}
              aria-label={t('users.unenrolOf', { name: fullName(user) })}
              onClick={() => confirmUnenrol(user)}
            >
              {t('users.unenrol')}
            </Button>
          )}
        </Group>
      ),
    },
  ];
}

/** /home-charging/users: the company's employees and their home-charging enrolment; admins enrol and import. */
export function ChargingUsersPage() {
  const { t } = useTranslation('home-charging');
  const user = useSessionUser();
  const canEdit = mayCall(homeChargingCalls.enrol.access, { role: user.role.name, rights: user.role.rights });
  const [filter, setFilter] = useState<Filter>('ALL');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [editing, setEditing] = useState<HomeChargingUser | null>(null);
  const list = useChargingUsers({
    ...(filter !== 'ALL' && { enrolled: filter }),
    ...(debounced && { search: debounced }),
  });
  const columns = useColumns(canEdit, setEditing);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('users.title')}</Title>
        <Text c="dimmed">{t('users.intro')}</Text>
        {list.data && (
          <Text size="sm" data-testid="enrolled-count">
            {t('users.counts', { enrolled: list.data.enrolledCount, total: list.data.totalCount })}
          </Text>
        )}
      </Stack>
      {canEdit && <WageTypesSection />}
      {canEdit && <UsersImport />}
      <Group gap="md" wrap="wrap" align="flex-end">
        <SegmentedControl
          aria-label={t('users.filter')}
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={[
            { value: 'ALL', label: t('users.all') },
            { value: 'true', label: t('users.enrolledOnly') },
            { value: 'false', label: t('users.notEnrolledOnly') },
          ]}
          style={{ maxWidth: '100%', overflowX: 'auto' }}
        />
        <TextInput
          aria-label={t('users.search')}
          placeholder={t('users.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      <LoadState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()}>
        {() => (
          <DataTable
            data={list.data!.users}
            columns={columns}
            rowId={(row) => row.userId}
            cardLabel={fullName}
            rowAttributes={(row) => ({ 'data-testid': 'charging-user', 'data-enrolled': row.type !== null })}
            defaultSort={{ id: 'name', desc: false }}
            pageSize={50}
            minWidth={900}
            empty={<EmptyState text={t('users.empty')} />}
          />
        )}
      </LoadState>
      <EnrolmentDialog user={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
