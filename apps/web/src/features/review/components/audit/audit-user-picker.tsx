import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditUserOptions } from '../../api/get-user-summaries';
import '../../audit-texts';

export interface AuditUserPickerProps {
  month: string;
  value: string[];
  onChange: (userIds: string[]) => void;
}

/**
 * The users filter: the server finds the users for what is typed (the month's list may hold
 * thousands), and the names of the chosen ones are kept while other names are offered.
 */
export function AuditUserPicker({ month, value, onChange }: AuditUserPickerProps) {
  const { t } = useTranslation('audit');
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), 250);
  const [names, setNames] = useState<Record<string, string>>({});
  const found = useAuditUserOptions(month, typed);
  const options = found.data?.users.map((summary) => ({ value: summary.user.id, label: summary.user.name })) ?? [];
  const chosen = value
    .filter((id) => !options.some((option) => option.value === id))
    .map((id) => ({ value: id, label: names[id] ?? id }));
  return (
    <MultiSelect
      label={t('filter.users')}
      placeholder={value.length === 0 ? t('filter.all') : undefined}
      data={[...chosen, ...options]}
      value={value}
      onChange={(userIds) => {
        setNames((known) => ({ ...known, ...Object.fromEntries(options.map((o) => [o.value, o.label])) }));
        onChange(userIds);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already: every option it answered is shown.
      filter={({ options: all }) => all}
      clearable
      nothingFoundMessage={t('filter.noEntries')}
      maxDropdownHeight={320}
    />
  );
}
