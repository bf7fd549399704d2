import { Button, Collapse, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBuildingPlus, IconChartBar, IconFilter, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadState } from '../../../components/load-state';
import { paths } from '../../../config/paths';
import { useCompanies } from '../api/list-companies';
import { CompaniesTable } from './companies-table';
import { CompanyFilters, type CompanyFilterValues, noCompanyFilters } from './company-filters';
import { activeFilterCount, type CompanySort, queryOf } from './company-list-query';
import '../operator-texts';
import { AppPagination } from '../../../components/pagination';

/** /god/companies: every customer company; a row opens its licence. */
export function CompaniesPage() {
  const { t } = useTranslation('operator');
  const navigate = useNavigate();
  // Open beside the list on a desktop; on a phone the list comes first.
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) === true;
  const [filtersOpen, filtersPanel] = useDisclosure(!phone);
  const [filters, setFilters] = useState<CompanyFilterValues>(noCompanyFilters);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<CompanySort>({ sortBy: 'name', sortOrder: 'ASC' });
  const [page, setPage] = useState(1);
  const companies = useCompanies(queryOf(filters, debouncedSearch, sort, page));
  const active = activeFilterCount(filters);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('companies.title')}</Title>
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.god.dashboard.href()}
            variant="default"
            leftSection={<IconChartBar size={18} />}
          >
            {t('dashboard.title')}
          </Button>
          <Button component={Link} to={paths.god.newCompany.href()} leftSection={<IconBuildingPlus size={18} />}>
            {t('companies.new')}
          </Button>
        </Group>
      </Group>
      <Group gap="sm" align="flex-end">
        <TextInput
          leftSection={<IconSearch size={16} />}
          aria-label={t('companies.search')}
          placeholder={t('companies.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1 }}
          maw={480}
        />
        <Button
          variant="default"
          leftSection={<IconFilter size={16} />}
          onClick={filtersPanel.toggle}
          aria-expanded={filtersOpen}
          aria-controls="company-filter-panel"
        >
          {active > 0 ? t('filters.toggleActive', { count: active }) : t('filters.toggle')}
        </Button>
      </Group>
      <Collapse expanded={filtersOpen} id="company-filter-panel">
        <CompanyFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
      </Collapse>
      <LoadState isPending={companies.isPending} isError={companies.isError} onRetry={() => void companies.refetch()}>
        {() => (
          <>
            <CompaniesTable
              companies={companies.data!.companies}
              sortBy={sort.sortBy}
              sortOrder={sort.sortOrder}
              onSort={(sortBy, sortOrder) => {
                setSort({ sortBy, sortOrder });
                setPage(1);
              }}
              onOpen={(company) => void navigate(paths.god.companyLicense.href(company.id))}
            />
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('companies.count', { count: companies.data!.totalCount })}
              </Text>
              {companies.data!.totalPages > 1 && (
                <AppPagination total={companies.data!.totalPages} value={page} onChange={setPage} />
              )}
            </Group>
          </>
        )}
      </LoadState>
    </Stack>
  );
}
