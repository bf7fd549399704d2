import { Alert, Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CardPayrollExport, CardPayrollLineView, ExportPlatform } from '@mobilo/contract';
import { IconAlertTriangle, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { EmptyState, LoadState } from '../../../components/load-state';
import { notifyDownloadError } from '../../../lib/file-download';
import { useFormat } from '../../../lib/format';
import { downloadCardPayrollFile } from '../api/download-card-payroll-file';
import { useCardPayrollMonth } from '../api/get-card-payroll-month';
import { useCardPayrollMonths } from '../api/get-card-payroll-months';
import '../card-payroll-texts';
import { CardWageTypesSection } from './card-wage-types-section';

const platforms: readonly ExportPlatform[] = ['lodas', 'loug', 'excel'];
const treatments = ['SACHBEZUG', 'FLAT_37B', 'TAXABLE'] as const;

/**
 * The loads the DATEV files leave out, as the payroll export's writers do: a line without a
 * personal number or without a wage type for its treatment. The Excel file still lists them.
 */
function UnbookableLines({ month }: { month: CardPayrollExport }) {
  const { t } = useTranslation('card-payroll-exports');
  const booked = month.lines.filter((line) => Number(line.amount) > 0);
  const noNumber = booked.filter((line) => !line.personalNumber?.trim()).length;
  const noWageType = booked.filter((line) => line.personalNumber?.trim() && line.wageTypeNumber === null).length;
  if (noNumber + noWageType === 0) return null;
  return (
    <Alert
      color="warning"
      icon={<IconAlertTriangle size={18} />}
      title={t('unbookable.title')}
      data-testid="card-unbookable"
    >
      {[
        noNumber > 0 && t('unbookable.noPersonalNumber', { count: noNumber }),
        noWageType > 0 && t('unbookable.noWageType', { count: noWageType }),
        t('unbookable.leftOut'),
      ]
        .filter(Boolean)
        .join(' ')}
    </Alert>
  );
}

function MonthLines({ month }: { month: CardPayrollExport }) {
  const { t } = useTranslation('card-payroll-exports');
  const f = useFormat();
  const [busy, setBusy] = useState<ExportPlatform | null>(null);
  const name = (line: CardPayrollLineView) => `${line.firstName} ${line.lastName}`.trim();
  const columns: DataColumn<CardPayrollLineView>[] = [
    { id: 'personalNumber', header: t('columns.personalNumber'), cell: (l) => l.personalNumber ?? '–' },
    { id: 'name', header: t('columns.name'), sortValue: (l) => name(l).toLowerCase(), cell: name },
    { id: 'category', header: t('columns.category'), cell: (l) => t(`treatment.${l.category}`) },
    { id: 'wageType', header: t('columns.wageType'), cell: (l) => l.wageTypeNumber ?? t('noWageType') },
    { id: 'amount', header: t('columns.amount'), align: 'right', cell: (l) => f.money(l.amount, 'EUR') },
  ];
  const download = (platform: ExportPlatform) => {
    setBusy(platform);
    downloadCardPayrollFile({ period: month.period, platform })
      .catch(notifyDownloadError)
      .finally(() => setBusy(null));
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {treatments.map((treatment) => (
          <Paper key={treatment} withBorder p="sm" radius="md">
            <Text size="sm" c="dimmed">
              {t(`treatment.${treatment}`)}
            </Text>
            <Text fw={700} size="lg" data-testid={`card-total-${treatment}`}>
              {f.money(month.totals[treatment], 'EUR')}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <UnbookableLines month={month} />
      {month.isInvoiced ? (
        <Group gap="sm" wrap="wrap">
          {platforms.map((platform) => (
            <Button
              key={platform}
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={busy === platform}
              onClick={() => download(platform)}
            >
              {t(`download.${platform}`)}
            </Button>
          ))}
        </Group>
      ) : (
        <Alert color="secondary" icon={<IconInfoCircle size={18} />}>
          {t('notInvoiced')}
        </Alert>
      )}
      <DataTable
        data={month.lines}
        columns={columns}
        rowId={(l) => `${l.userId}-${l.category}`}
        defaultSort={{ id: 'name', desc: false }}
        cardLabel={(l) => `${name(l)} ${t(`treatment.${l.category}`)}`}
        empty={<EmptyState text={t('empty')} />}
        minWidth={720}
        tableProps={{ striped: true }}
      />
    </Stack>
  );
}

function MonthSection({ period }: { period: string }) {
  const month = useCardPayrollMonth(period);
  return (
    <LoadState isPending={month.isPending} isError={month.isError} onRetry={() => void month.refetch()}>
      {() => <MonthLines month={month.data!} />}
    </LoadState>
  );
}

/** /card-payroll-exports: per month what payroll books for the card by tax treatment, its files, and the wage types. */
export function CardPayrollExportsPage() {
  const { t } = useTranslation('card-payroll-exports');
  const f = useFormat();
  const months = useCardPayrollMonths();
  const [chosen, setChosen] = useState<string | null>(null);
  const options = (months.data ?? []).map((m) => ({
    value: m.period,
    label: `${f.period(m.period)}${m.isInvoiced ? ` · ${t('invoiced')}` : ''}`,
  }));
  const period = chosen ?? months.data?.find((m) => m.isInvoiced)?.period ?? months.data?.[0]?.period ?? null;
  const current = months.data?.find((m) => m.period === period);
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <LoadState isPending={months.isPending} isError={months.isError} onRetry={() => void months.refetch()}>
        {() =>
          period === null ? (
            <EmptyState text={t('noMonths')} />
          ) : (
            <Stack gap="md">
              <Group gap="sm" align="flex-end" wrap="wrap">
                <Select
                  label={t('month')}
                  data={options}
                  value={period}
                  onChange={(value) => setChosen(value)}
                  allowDeselect={false}
                  w={{ base: '100%', xs: 320 }}
                />
                {current && (
                  <Badge variant="light" color={current.isInvoiced ? 'success' : 'gray'} mb={8}>
                    {t(current.isInvoiced ? 'invoiced' : 'open')}
                  </Badge>
                )}
              </Group>
              <MonthSection period={period} />
            </Stack>
          )
        }
      </LoadState>
      <CardWageTypesSection />
    </Stack>
  );
}
