import {
  type MobilityType,
  mobilityTypeCatalogue,
  type ProcessStatus,
  processStatuses,
  type UserWithExpenses,
} from '@mobilo/contract';
import {
  Button,
  Collapse,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { IconFilter, IconRestore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import {
  type AuditFilter,
  type CheckStatusFilter,
  emptyAuditFilter,
  isFilterActive,
} from '../../hooks/audit-table-model';

export interface AuditFilterPanelProps {
  users: readonly UserWithExpenses[];
  filter: AuditFilter;
  onChange: (filter: AuditFilter) => void;
  opened: boolean;
  onToggle: () => void;
  /** Placed at the end of the button row (the column chooser). */
  toolbarEnd?: ReactNode;
}

/** Users, mobility types, statuses and check status; a reset returns to everything. */
export function AuditFilterPanel({ users, filter, onChange, opened, onToggle, toolbarEnd }: AuditFilterPanelProps) {
  const { t } = useTranslation('audit');
  const f = useFormat();
  const types = [
    ...new Set(
      users.flatMap((u) => u.expenses.map((e) => e.type)).filter((type): type is MobilityType => type !== null),
    ),
  ];
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
            <MultiSelect
              label={t('filter.users')}
              placeholder={filter.userIds.length === 0 ? t('filter.all') : undefined}
              data={users.map((u) => ({ value: u.user.id, label: u.user.name }))}
              value={filter.userIds}
              onChange={(userIds) => set({ userIds })}
              searchable
              clearable
              nothingFoundMessage={t('filter.noEntries')}
              maxDropdownHeight={504}
            />
            <MultiSelect
              label={t('filter.types')}
              placeholder={filter.types.length === 0 ? t('filter.all') : undefined}
              data={types.map((type) => ({ value: type, label: mobilityTypeCatalogue[type][f.language] }))}
              value={filter.types}
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
              value={filter.statuses}
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
                data={(['all', 'unchecked', 'checked', 'marked'] as const).map((value) => ({
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
