import { type FilterableUser, type MobilityType, mobilityTypeCatalogue } from '@mobilo/contract';
import { Button, Group, MultiSelect, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import {
  type CheckFilter,
  emptyManagementFilter,
  type ManagementFilter,
  type PurposeFilter,
} from './management-table-model';
import '../../management-texts';

export interface ManagementFilterProps {
  filter: ManagementFilter;
  onChange: (filter: ManagementFilter) => void;
  mobilityTypes: MobilityType[];
  users: FilterableUser[];
  shown: number;
  total: number;
}

/** Filter of one period card with the 'N of M' count (spec §2 "Management screen"). */
export function ManagementFilterPanel({ filter, onChange, mobilityTypes, users, shown, total }: ManagementFilterProps) {
  const { t } = useTranslation('management');
  const f = useFormat();
  const set = (change: Partial<ManagementFilter>) => onChange({ ...filter, ...change });
  const filtered = JSON.stringify(filter) !== JSON.stringify(emptyManagementFilter);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <MultiSelect
          label={t('filter.mobilityTypes')}
          placeholder={filter.mobilityTypes.length === 0 ? t('filter.all') : undefined}
          data={mobilityTypes.map((type) => ({ value: type, label: mobilityTypeCatalogue[type][f.language] }))}
          value={filter.mobilityTypes}
          onChange={(values) => set({ mobilityTypes: values as MobilityType[] })}
          nothingFoundMessage={t('filter.noEntries')}
          searchable
          clearable
        />
        <MultiSelect
          label={t('filter.users')}
          placeholder={filter.userIds.length === 0 ? t('filter.all') : undefined}
          data={users.map((user) => ({ value: user.id, label: user.name }))}
          value={filter.userIds}
          onChange={(userIds) => set({ userIds })}
          nothingFoundMessage={t('filter.noEntries')}
          maxDropdownHeight={504}
          searchable
          clearable
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('filter.purpose')}
          </Text>
          <SegmentedControl
            fullWidth
            size="xs"
            value={filter.purpose}
            onChange={(purpose) => set({ purpose: purpose as PurposeFilter })}
            data={[
              { value: 'all', label: t('filter.all') },
              { value: 'work', label: t('purpose.work', { ns: 'common' }) },
              { value: 'private', label: t('purpose.private', { ns: 'common' }) },
            ]}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('filter.checkStatus')}
          </Text>
          <SegmentedControl
            fullWidth
            size="xs"
            value={filter.checkStatus}
            onChange={(checkStatus) => set({ checkStatus: checkStatus as CheckFilter })}
            data={[
              { value: 'all', label: t('filter.all') },
              { value: 'checked', label: t('filter.checked') },
              { value: 'unchecked', label: t('filter.unchecked') },
            ]}
          />
        </Stack>
      </SimpleGrid>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="filter-count">
          {t('filter.count', { shown, total })}
        </Text>
        {filtered && (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconFilterOff size={14} />}
            onClick={() => onChange(emptyManagementFilter)}
          >
            {t('filter.reset')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
