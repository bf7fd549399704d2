import { UnstyledButton } from '@mantine/core';
import { overflowIntervalKeyOf, type BudgetGroup } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import '../../../lib/texts/budget-groups-texts';

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
  const typesCount = (count: number) => t('list.typesCount', { count, total: totalTypes });
  const columns: DataColumn<BudgetGroup>[] = [
    {
      id: 'name',
      header: t('list.columns.name'),
      cell: (group) => (
        <UnstyledButton fw={600} onClick={() => onOpen(group)}>
          {group.name}
        </UnstyledButton>
      ),
      sortValue: (group) => group.name.toLowerCase(),
    },
    {
      id: 'budget',
      header: t('list.columns.budget'),
      cell: (group) => format.money(group.budget, currency),
      sortValue: (group) => Number(group.budget),
    },
    {
      id: 'users',
      header: t('list.columns.users'),
      cell: (group) => group.usersCount,
      sortValue: (group) => group.usersCount,
    },
    {
      id: 'overflowInterval',
      header: t('list.columns.overflowInterval'),
      cell: (group) => t(`interval.${overflowIntervalKeyOf(group.overflowInterval)}`),
      sortValue: (group) => group.overflowInterval.length,
    },
    {
      id: 'companyMobilityTypes',
      header: t('list.columns.companyMobilityTypes'),
      cell: (group) => typesCount(group.companyMobilityTypes.length),
      sortValue: (group) => group.companyMobilityTypes.length,
    },
    {
      id: 'privateMobilityTypes',
      header: t('list.columns.privateMobilityTypes'),
      cell: (group) => typesCount(group.privateMobilityTypes.length),
      sortValue: (group) => group.privateMobilityTypes.length,
    },
  ];

  return (
    <DataTable
      data={groups}
      columns={columns}
      rowId={(group) => group.id}
      defaultSort={{ id: 'name', desc: false }}
      onOpen={onOpen}
      rowAttributes={() => ({ 'data-testid': 'budget-group-row' })}
      minWidth={760}
      tableProps={{ striped: true }}
    />
  );
}
