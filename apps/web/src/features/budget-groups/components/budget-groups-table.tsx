import { Table, UnstyledButton } from '@mantine/core';
import { overflowIntervalKeyOf, type BudgetGroup } from '@mobilo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { SortableHeader } from '../../../components/sortable-header';

type SortKey = 'name' | 'budget' | 'users' | 'overflowInterval' | 'companyMobilityTypes' | 'privateMobilityTypes';

const sortValue: Record<SortKey, (group: BudgetGroup) => string | number> = {
  name: (group) => group.name.toLowerCase(),
  budget: (group) => Number(group.budget),
  users: (group) => group.usersCount,
  overflowInterval: (group) => group.overflowInterval.length,
  companyMobilityTypes: (group) => group.companyMobilityTypes.length,
  privateMobilityTypes: (group) => group.privateMobilityTypes.length,
};

interface BudgetGroupsTableProps {
  groups: BudgetGroup[];
  currency: string;
  totalTypes: number;
  onOpen: (group: BudgetGroup) => void;
}

/** The sortable list of groups; a row opens the detail panel. */
export function BudgetGroupsTable({ groups, currency, totalTypes, onOpen }: BudgetGroupsTableProps) {
  const { t } = useTranslation('budgetGroups');
  const format = useFormat();
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: 'name', descending: false });

  const sorted = [...groups].sort((a, b) => {
    const [x, y] = [sortValue[sort.key](a), sortValue[sort.key](b)];
    const order = x < y ? -1 : x > y ? 1 : 0;
    return sort.descending ? -order : order;
  });

  const header = (key: SortKey) => {
    const active = sort.key === key;
    return (
      <SortableHeader
        label={t(`list.columns.${key}`)}
        direction={active ? (sort.descending ? 'descending' : 'ascending') : null}
        onClick={() => setSort({ key, descending: active ? !sort.descending : false })}
      />
    );
  };

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover striped>
        <Table.Thead>
          <Table.Tr>
            {header('name')}
            {header('budget')}
            {header('users')}
            {header('overflowInterval')}
            {header('companyMobilityTypes')}
            {header('privateMobilityTypes')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((group) => (
            <Table.Tr
              key={group.id}
              onClick={() => onOpen(group)}
              style={{ cursor: 'pointer' }}
              data-testid="budget-group-row"
            >
              <Table.Td>
                <UnstyledButton fw={600} onClick={() => onOpen(group)}>
                  {group.name}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>{format.money(group.budget, currency)}</Table.Td>
              <Table.Td>{group.usersCount}</Table.Td>
              <Table.Td>{t(`interval.${overflowIntervalKeyOf(group.overflowInterval)}`)}</Table.Td>
              <Table.Td>
                {t('list.typesCount', { count: group.companyMobilityTypes.length, total: totalTypes })}
              </Table.Td>
              <Table.Td>
                {t('list.typesCount', { count: group.privateMobilityTypes.length, total: totalTypes })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
