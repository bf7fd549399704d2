import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { addTicketMonths, type TicketMonth } from '@mobilo/contract';
import { IconFileSpreadsheet, IconFileTypeCsv, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useDownloadOrderList } from '../api/download-order-list';
import '../germany-ticket-texts';
import { ConfirmationImportDialog } from './confirmation-import-dialog';
import { monthName } from './ticket-format';

/** The months an order list is asked for: a few back (corrections) and the coming ones. */
const MONTHS_BACK = 3;
const MONTHS_AHEAD = 3;

/** The manual provider's work: the month's order list out, the confirmation in. */
export function OrdersPanel({ nextMonth }: { nextMonth: TicketMonth }) {
  const { t } = useTranslation('germany-ticket');
  const f = useFormat();
  const [month, setMonth] = useState(nextMonth);
  const [importing, setImporting] = useState(false);
  const download = useDownloadOrderList();
  const months = Array.from({ length: MONTHS_BACK + MONTHS_AHEAD + 1 }, (_, index) =>
    addTicketMonths(nextMonth, index - MONTHS_BACK),
  );
  const busy = (format: 'csv' | 'excel') => download.isPending && download.variables?.format === format;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="orders-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="orders-title">
          {t('orders.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('orders.intro')}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('orders.month')}
            data={months.map((value) => ({ value, label: monthName(f, value) }))}
            value={month}
            onChange={(value) => value && setMonth(value)}
            allowDeselect={false}
            w={200}
          />
          <Button
            variant="default"
            leftSection={<IconFileTypeCsv size={18} />}
            loading={busy('csv')}
            onClick={() => download.mutate({ month, format: 'csv' })}
          >
            {t('orders.csv')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} />}
            loading={busy('excel')}
            onClick={() => download.mutate({ month, format: 'excel' })}
          >
            {t('orders.excel')}
          </Button>
          <Button leftSection={<IconFileImport size={18} />} onClick={() => setImporting(true)}>
            {t('orders.import')}
          </Button>
        </Group>
      </Stack>
      <ConfirmationImportDialog opened={importing} onClose={() => setImporting(false)} />
    </Paper>
  );
}
