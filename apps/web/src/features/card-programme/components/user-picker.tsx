import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CardPayoutPlan } from '@mobilo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardProgrammeKeys } from '../api/keys';
import { type MemberOption, memberLabel, useUserOptions } from '../api/list-member-options';
import '../card-programme-texts';

interface UserPickerProps {
  value: string[];
  /** The employees the plan names already, as the server read them. */
  named: CardPayoutPlan['users'];
  onChange: (ids: string[]) => void;
  onBlur: () => void;
  error?: string;
}

/**
 * The plan's employees, found by the server's search (a company may have thousands). A chosen
 * employee keeps its name when the next search misses it: the plan names those it had, and the
 * names of every search stay in the query cache.
 */
export function UserPicker({ value = [], named, onChange, onBlur, error }: UserPickerProps) {
  const { t } = useTranslation('card-programme');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const found = useUserOptions(debounced);
  const queryClient = useQueryClient();
  const data = useMemo(() => {
    const seen = new Map<string, string>(named.map((user) => [user.id, memberLabel(user)]));
    for (const [, options] of queryClient.getQueriesData<MemberOption[]>({
      queryKey: cardProgrammeKeys.userSearches(),
    }))
      for (const option of options ?? []) seen.set(option.value, option.label);
    const options = new Map((found.data ?? []).map((option) => [option.value, option.label]));
    for (const id of value) options.set(id, seen.get(id) ?? t('plans.unknownUser'));
    return [...options].map(([id, label]) => ({ value: id, label }));
  }, [queryClient, named, found.data, value, t]);
  return (
    <MultiSelect
      label={t('plans.users')}
      description={t('plans.usersHint')}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      // The server searched already; the list shows what it found.
      filter={({ options }) => options}
      hidePickedOptions
    />
  );
}
