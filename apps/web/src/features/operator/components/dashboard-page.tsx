import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { DashboardCompany } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { LoadState } from '../../../components/load-state';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useDashboard } from '../api/get-dashboard';
import { SubmissionsChart } from './submissions-chart';
import '../operator-texts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

/** /god/dashboard: this month across companies, totals on top, then each company. */
export function DashboardPage() {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const navigate = useNavigate();
  const dashboard = useDashboard();
  const open = (company: DashboardCompany) => void navigate(paths.god.companyLicense.href(company.id));
  const columns: DataColumn<DashboardCompany>[] = [
    {
      id: 'name',
      header: t('dashboard.columns.name'),
      sortValue: (c) => c.name.toLowerCase(),
      cell: (c) => (
        <Group gap={6}>
          <UnstyledButton fw={600} onClick={() => open(c)}>
            {c.name}
          </UnstyledButton>
          {c.isTrialAccount && (
            <Badge size="sm" color="warning" variant="light">
              {t('flags.trial')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: 'activeUsers',
      header: t('dashboard.columns.activeUsers'),
      align: 'right',
      sortValue: (c) => c.activeUsers,
      cell: (c) => f.number(c.activeUsers),
    },
    {
      id: 'expensesSubmitted',
      header: t('dashboard.columns.expensesSubmitted'),
      align: 'right',
      sortValue: (c) => c.expensesSubmitted,
      cell: (c) => f.number(c.expensesSubmitted),
    },
    {
      id: 'amountSubmitted',
      header: t('dashboard.columns.amountSubmitted'),
      align: 'right',
      sortValue: (c) => Number(c.amountSubmitted),
      cell: (c) => f.money(c.amountSubmitted, c.currency),
    },
    {
      id: 'periods',
      header: t('dashboard.columns.periods'),
      cell: (c) => t('dashboard.periods', { open: c.openPeriods, invoiced: c.invoicedPeriods }),
    },
    {
      id: 'failures',
      header: t('dashboard.columns.failures'),
      sortValue: (c) => c.failedExports + c.failedJobs,
      cell: (c) =>
        c.failedExports + c.failedJobs === 0 ? (
          '–'
        ) : (
          <Badge color="danger" variant="light">
            {t('dashboard.failures', { exports: c.failedExports, jobs: c.failedJobs })}
          </Badge>
        ),
    },
    {
      id: 'lastSignIn',
      header: t('dashboard.columns.lastSignIn'),
      sortValue: (c) => c.lastSignIn ?? '',
      cell: (c) => f.dateTime(c.lastSignIn),
    },
  ];

  return (
    <Stack gap="lg">
      <Title order={1}>{t('dashboard.title')}</Title>
      <LoadState isPending={dashboard.isPending} isError={dashboard.isError} onRetry={() => void dashboard.refetch()}>
        {() => {
          const { totals, months, companies, month } = dashboard.data!;
          const amounts =
            totals.amountsSubmitted.map((sum) => f.money(sum.amount, sum.currency)).join(' · ') ||
            f.money('0.00', 'EUR');
          return (
            <>
              <Text c="dimmed">{t('dashboard.month', { month: f.period(month) })}</Text>
              <SimpleGrid cols={{ base: 2, md: 3, lg: 5 }}>
                <Figure label={t('dashboard.totals.companies')} value={f.number(totals.companies)} />
                <Figure label={t('dashboard.totals.activeUsers')} value={f.number(totals.activeUsers)} />
                <Figure label={t('dashboard.totals.expensesSubmitted')} value={f.number(totals.expensesSubmitted)} />
                <Figure label={t('dashboard.totals.amountSubmitted')} value={amounts} />
                <Figure
                  label={t('dashboard.totals.failures')}
                  value={f.number(totals.failedExports + totals.failedJobs)}
                />
              </SimpleGrid>
              <Paper withBorder p="md" radius="md">
                <SubmissionsChart months={months} />
              </Paper>
              <DataTable
                data={companies}
                columns={columns}
                rowId={(c) => c.id}
                defaultSort={{ id: 'expensesSubmitted', desc: true }}
                onOpen={open}
                cardLabel={(c) => c.name}
                rowAttributes={() => ({ 'data-testid': 'dashboard-row' })}
                pageSize={25}
                minWidth={980}
                tableProps={{ striped: true }}
              />
            </>
          );
        }}
      </LoadState>
    </Stack>
  );
}
