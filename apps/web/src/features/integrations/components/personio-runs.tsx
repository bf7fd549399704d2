import { Badge, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { PersonioRun } from '@mobilo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { EmptyState, LoadState } from '../../../components/load-state';
import { useFormat } from '../../../lib/format';
import { usePersonioRuns } from '../api/list-personio-runs';
import '../integrations-texts';
import { PersonioRunDetails } from './personio-run-details';

const statusColour = { RUNNING: 'secondary', DONE: 'success', FAILED: 'danger' } as const;

/** The last previews and syncs; a row opens what it found. */
export function PersonioRuns() {
  const { t } = useTranslation('integrations');
  const f = useFormat();
  const runs = usePersonioRuns(true);
  const [open, setOpen] = useState<PersonioRun | null>(null);
  const columns: DataColumn<PersonioRun>[] = [
    { id: 'startedAt', header: t('runs.columns.startedAt'), cell: (run) => f.dateTime(run.startedAt) },
    { id: 'kind', header: t('runs.columns.kind'), cell: (run) => t(`runs.kinds.${run.kind}`) },
    { id: 'trigger', header: t('runs.columns.trigger'), cell: (run) => t(`runs.triggers.${run.trigger}`) },
    {
      id: 'status',
      header: t('runs.columns.status'),
      cell: (run) => (
        <Badge color={statusColour[run.status]} variant="light">
          {t(`runs.statuses.${run.status}`)}
        </Badge>
      ),
    },
    {
      id: 'counts',
      header: t('runs.columns.counts'),
      cell: (run) =>
        run.counts
          ? t('runs.countsShort', {
              created: run.counts.created,
              updated: run.counts.updated,
              deactivated: run.counts.deactivated,
              problems: run.counts.problems,
            })
          : '–',
    },
    {
      id: 'duration',
      header: t('runs.columns.duration'),
      align: 'right',
      cell: (run) =>
        run.durationMs === null ? '–' : t('runs.seconds', { value: f.number(Math.round(run.durationMs / 100) / 10) }),
    },
  ];
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="personio-runs-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="personio-runs-title">
          {t('runs.title')}
        </Title>
        <LoadState isPending={runs.isPending} isError={runs.isError} onRetry={() => void runs.refetch()} size="block">
          {() => (
            <DataTable
              data={runs.data!.runs}
              columns={columns}
              rowId={(run) => run.id}
              onOpen={setOpen}
              cardLabel={(run) => f.dateTime(run.startedAt)}
              rowAttributes={(run) => ({ 'data-testid': 'personio-run', 'data-status': run.status })}
              empty={<EmptyState text={t('runs.empty')} />}
              minWidth={760}
              tableProps={{ striped: true }}
            />
          )}
        </LoadState>
        <Text size="xs" c="dimmed">
          {t('runs.daily')}
        </Text>
      </Stack>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={t('runs.detailTitle')} size="xl">
        {open && <PersonioRunDetails run={open} />}
      </Modal>
    </Paper>
  );
}
