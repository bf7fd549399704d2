import { Text, UnstyledButton } from '@mantine/core';
import type { ListCompaniesQuery, OperatorCompany } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { type DataColumn, serverSorting } from '../../../components/data-table/data-table-model';
import { useFormat } from '../../../lib/format';
import { CompanyFlags } from './company-flags';
import '../operator-texts';

type SortBy = NonNullable<ListCompaniesQuery['sortBy']>;
type SortOrder = NonNullable<ListCompaniesQuery['sortOrder']>;

interface CompaniesTableProps {
  companies: OperatorCompany[];
  sortBy: SortBy;
  sortOrder: SortOrder;
  onSort: (sortBy: SortBy, sortOrder: SortOrder) => void;
  onOpen: (company: OperatorCompany) => void;
}

/** Sorted on the server, so that the order spans every page. */
export function CompaniesTable({ companies, sortBy, sortOrder, onSort, onOpen }: CompaniesTableProps) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const sortable = (id: SortBy, cell: DataColumn<OperatorCompany>['cell']): DataColumn<OperatorCompany> => ({
    id,
    header: t(`companies.columns.${id}`),
    cell,
    sortable: true,
  });
  const columns: DataColumn<OperatorCompany>[] = [
    sortable('name', (company) => (
      <UnstyledButton fw={600} onClick={() => onOpen(company)}>
        {company.name}
      </UnstyledButton>
    )),
    sortable('country', (company) => f.country(company.country)),
    sortable('currency', (company) => company.currency),
    {
      id: 'licence',
      header: t('companies.columns.licence'),
      cell: (company) =>
        company.licence.benefit ? t(`licence.benefits.${company.licence.benefit}`) : t('licence.benefits.none'),
    },
    sortable('usersCount', (company) => f.number(company.usersCount)),
    sortable('createdDate', (company) => f.date(company.createdDate)),
    {
      id: 'flags',
      header: t('companies.columns.flags'),
      cell: (company) => <CompanyFlags company={company} />,
    },
  ];

  return (
    <DataTable
      data={companies}
      columns={columns}
      rowId={(company) => company.id}
      {...serverSorting(sortBy, sortOrder, onSort)}
      onOpen={onOpen}
      cardLabel={(company) => company.name}
      rowAttributes={() => ({ 'data-testid': 'company-row' })}
      empty={<Text c="dimmed">{t('companies.empty')}</Text>}
      minWidth={900}
      tableProps={{ striped: true }}
    />
  );
}
