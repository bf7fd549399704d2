import {
  type CheckStatusFilter,
  checkStatusFilters,
  type MobilityType,
  mobilityTypeCatalogue,
  mobilityTypes,
  type ProcessStatus,
  processStatuses,
} from '@mobilo/contract';
import {
  Button,
  Collapse,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFilter, IconRestore, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import {
  type AuditFilter,
  emptyAuditFilter,
  isFilterActive,
  type UserSort,
  type UserSortKey,
} from '../../hooks/audit-table-model';
import { AuditUserPicker } from './audit-user-picker';
import '../../audit-texts';

/** The users' orders offered, each in the direction a reviewer wants it. */
const userSorts: Record<UserSortKey, UserSort> = {
  name: { key: 'name', desc: false },
  personalNumber: { key: 'personalNumber', desc: false },
  totalCost: { key: 'totalCost', desc: true },
  toReview: { key: 'toReview', desc: true },
};

export interface AuditFilterPanelProps {
  month: string;
  filter: AuditFilter;
  userSort: UserSort;
  onUserSort: (sort: UserSort) => void;
  onChange: (filter: AuditFilter) => void;
  opened: boolean;
  onToggle: () => void;
  /** Placed at the end of the button row (the column chooser). */
  toolbarEnd?: ReactNode;
}

/**
 * A search of users, their order, and mobility types, statuses, check status and warnings of the
 * expenses; a reset returns to everything. The server filters and orders the users by it.
 */
export function AuditFilterPanel({
  month,
  filter,
  userSort,
  onUserSort,
  onChange,
  opened,
  onToggle,
  toolbarEnd,
}: AuditFilterPanelProps) {
  const { t } = useTranslation('audit');
  const f = useFormat();
  const set = (patch: Partial<AuditFilter>) => onChange({ ...filter, ...patch });
  const active = isFilterActive(filter);

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          variant={active ? 'light' : 'default'}
          leftSection={<IconFilter size={16} />}
          onClick={onToggle}
          aria-expanded={opened}
          size="xs"
        >
          {active ? t('filter.titleActive') : t('filter.title')}
        </Button>
        <Button
          variant="subtle"
          leftSection={<IconRestore size={16} />}
          onClick={() => onChange({ ...emptyAuditFilter, showEmptyUsers: filter.showEmptyUsers })}
          disabled={!active}
          size="xs"
        >
          {t('filter.reset')}
        </Button>
        <Switch
          label={t('filter.showEmptyUsers')}
          checked={filter.showEmptyUsers}
          onChange={(event) => set({ showEmptyUsers: event.currentTarget.checked })}
          size="sm"
        />
        {toolbarEnd && <div style={{ marginLeft: 'auto' }}>{toolbarEnd}</div>}
      </Group>
      <Collapse expanded={opened}>
        <Paper withBorder p="sm" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('filter.search')}
              placeholder={t('filter.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={filter.search}
              onChange={(event) => set({ search: event.currentTarget.value })}
            />
            <AuditUserPicker month={month} value={filter.userIds} onChange={(userIds) => set({ userIds })} />
            <Select
              label={t('filter.userOrder')}
              data={(Object.keys(userSorts) as UserSortKey[]).map((key) => ({
                value: key,
                label: t(`filter.userOrders.${key}`),
              }))}
              value={userSort.key}
              onChange={(key) => key && onUserSort(userSorts[key as UserSortKey])}
              allowDeselect={false}
            />
            <MultiSelect
              label={t('filter.types')}
              placeholder={filter.types.length === 0 ? t('filter.all') : undefined}
              data={mobilityTypes.map((type) => ({ value: type, label: mobilityTypeCatalogue[type][f.language] }))}
              value={[...filter.types]}
              onChange={(values) => set({ types: values as MobilityType[] })}
              searchable
              clearable
              nothingFoundMessage={t('filter.noEntries')}
            />
            <MultiSelect
              label={t('filter.statuses')}
              placeholder={filter.statuses.length === 0 ? t('filter.all') : undefined}
              data={processStatuses.map((status) => ({
                value: status,
                label: t(`processStatus.${status}`, { ns: 'common' }),
              }))}
              value={[...filter.statuses]}
              onChange={(values) => set({ statuses: values as ProcessStatus[] })}
              clearable
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('filter.checkStatus')}
              </Text>
              <SegmentedControl
                size="xs"
                fullWidth
                value={filter.checkStatus}
                onChange={(value) => set({ checkStatus: value as CheckStatusFilter })}
                data={checkStatusFilters.map((value) => ({
                  value,
                  label: t(`filter.check.${value}`),
                }))}
              />
            </Stack>
            <Switch
              label={t('filter.onlyWarnings')}
              description={t('filter.onlyWarningsHint')}
              checked={filter.onlyWarnings}
              onChange={(event) => set({ onlyWarnings: event.currentTarget.checked })}
              style={{ alignSelf: 'end' }}
            />
          </SimpleGrid>
        </Paper>
      </Collapse>
    </Stack>
  );
}
