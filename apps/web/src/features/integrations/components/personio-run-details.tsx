import { Alert, Badge, Group, List, Stack, Text } from '@mantine/core';
import type { ErrorCode, PersonioChange, PersonioRun } from '@mobilo/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { useFormat } from '../../../lib/format';
import '../integrations-texts';

const actionColour = { CREATE: 'success', UPDATE: 'secondary', DEACTIVATE: 'warning' } as const;

/** What one run found or did: the counts, each change and each problem. */
export function PersonioRunDetails({ run }: { run: PersonioRun }) {
  const { t } = useTranslation(['integrations', 'errors']);
  const f = useFormat();
  const columns: DataColumn<PersonioChange>[] = [
    {
      id: 'action',
      header: t('changes.columns.action'),
      sortValue: (change) => change.action,
      cell: (change) => (
        <Badge color={actionColour[change.action]} variant="light">
          {t(`changes.actions.${change.action}`)}
        </Badge>
      ),
    },
    {
      id: 'name',
      header: t('changes.columns.name'),
      sortValue: (change) => `${change.lastName} ${change.firstName}`.toLowerCase(),
      cell: (change) => `${change.lastName}, ${change.firstName}`,
    },
    { id: 'email', header: t('changes.columns.email'), cell: (change) => change.email },
    { id: 'budgetGroup', header: t('changes.columns.budgetGroup'), cell: (change) => change.budgetGroup ?? '–' },
    {
      id: 'details',
      header: t('changes.columns.details'),
      cell: (change) =>
        change.action === 'UPDATE'
          ? change.fields.map((field) => t(`changes.fields.${field}`, { defaultValue: field })).join(', ')
          : change.effectiveDate
            ? t('changes.from', { date: f.date(change.effectiveDate) })
            : '–',
    },
  ];
  return (
    <Stack gap="sm" data-testid="personio-run-details">
      {run.error && (
        <Alert color="danger" icon={<IconAlertTriangle size={18} />} title={t('runs.failed')}>
          {t(run.error as ErrorCode, { ns: 'errors', parameter: '–', defaultValue: run.error })}
        </Alert>
      )}
      {run.counts && (
        <Group gap="xs">
          {(['created', 'updated', 'deactivated', 'unchanged', 'problems'] as const).map((key) => (
            <Badge key={key} variant="outline" color={key === 'problems' && run.counts![key] > 0 ? 'warning' : 'gray'}>
              {t(`counts.${key}`, { count: run.counts![key] })}
            </Badge>
          ))}
        </Group>
      )}
      {run.changes.length > 0 && (
        <DataTable
          data={run.changes}
          columns={columns}
          rowId={(change) => `${change.action}-${change.email}`}
          cardLabel={(change) => change.email}
          pageSize={20}
          minWidth={720}
          tableProps={{ striped: true }}
        />
      )}
      {run.problems.length > 0 && (
        <Stack gap={4}>
          <Text fw={600}>{t('problems.title')}</Text>
          <List size="sm" spacing={2}>
            {run.problems.map((problem, index) => (
              <List.Item key={`${problem.code}-${problem.email ?? problem.personioId ?? index}`}>
                {t(`problems.${problem.code}`, {
                  email: problem.email ?? t('problems.noEmail', { id: problem.personioId ?? '?' }),
                  detail: problem.detail ?? '',
                })}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
