import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { MyActivities, WallboxImportResponse } from '@mobilo/contract';
import { IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useImportWallbox } from '../api/import-wallbox';
import '../home-charging-texts';
import { chargingMonthName } from './activity-card';
import { MonthPriceField, monthPriceOf, useDynamicMonths } from './month-price-field';
import { openMonths } from './readings-form';

type Format = 'EV_ENERGY' | 'GENERIC';
type Column = 'start' | 'end' | 'kwh';
const columns: Column[] = ['start', 'end', 'kwh'];

/** Every line with a problem, refused or skipped, in the user's language. */
function WallboxReport({ report }: { report: WallboxImportResponse }) {
  const { t } = useTranslation('home-charging');
  const noted = report.lines.filter((line) => line.problems.length > 0);
  const refused = report.refusedCount > 0;
  return (
    <Alert
      color={refused ? 'danger' : 'success'}
      title={
        refused
          ? t('wallbox.refused', { count: report.refusedCount })
          : t('wallbox.imported', { count: report.importedCount })
      }
      data-testid="wallbox-report"
    >
      {refused && <Text size="sm">{t('wallbox.nothingWritten')}</Text>}
      {noted.length > 0 && (
        <List size="sm" spacing={4} mt="xs" data-testid="wallbox-lines">
          {noted.map((line) => (
            <List.Item key={line.line}>
              {t(line.status === 'REFUSED' ? 'wallbox.lineRefused' : 'wallbox.lineSkipped', {
                line: line.line,
                label: line.label || '–',
                problems: line.problems.map((problem) => t(`wallbox.problems.${problem}`)).join('; '),
              })}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/**
 * A month from the wallbox's session export (docs/adr/0025): the documented ev.energy export or
 * any CSV whose start, end and kWh columns the driver names. A broken line refuses the whole file.
 */
export function WallboxImport({ mine }: { mine: MyActivities }) {
  const { t } = useTranslation('home-charging');
  const f = useFormat();
  const importWallbox = useImportWallbox();
  const months = openMonths(mine);
  const [chosenMonth, setMonth] = useState(months[0] ?? '');
  const [format, setFormat] = useState<Format>('EV_ENERGY');
  const [mapping, setMapping] = useState<Record<Column, string>>({ start: '', end: '', kwh: '' });
  const [file, setFile] = useState<File | null>(null);
  const [monthPrice, setMonthPrice] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Column | 'file' | 'monthPrice', string>>>({});
  // A month taken meanwhile (by the last import or the readings form) gives way to the first one still open.
  const month = months.includes(chosenMonth) ? chosenMonth : (months[0] ?? '');
  const isDynamic = useDynamicMonths(mine)(month);

  const send = async () => {
    const next: typeof errors = {};
    if (!file) next.file = t('mine.required');
    if (format === 'GENERIC')
      for (const column of columns) if (!mapping[column].trim()) next[column] = t('mine.required');
    const price = monthPriceOf(monthPrice);
    if (isDynamic && 'error' in price) next.monthPrice = t(`mine.${price.error}`);
    setErrors(next);
    if (Object.keys(next).length > 0 || !file) return;
    const report = await importWallbox.mutateAsync({
      month,
      format,
      mapping: format === 'GENERIC' ? mapping : null,
      fileName: file.name,
      content: await file.text(),
      ...(isDynamic && 'cents' in price && { dynamicCentsPerKwh: price.cents }),
    });
    if (report.activity) {
      notifySuccess(t('wallbox.sent'));
      setFile(null);
      setMonthPrice('');
    }
  };

  if (months.length === 0) return null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="wallbox-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send().catch(() => undefined);
        }}
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id="wallbox-title">
              {t('wallbox.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('wallbox.intro')}
            </Text>
          </Stack>
          <Radio.Group
            label={t('wallbox.format')}
            value={format}
            onChange={(value) => {
              setFormat(value as Format);
              importWallbox.reset();
            }}
          >
            <Group gap="md" mt={6}>
              <Radio value="EV_ENERGY" label={t('wallbox.formats.EV_ENERGY')} />
              <Radio value="GENERIC" label={t('wallbox.formats.GENERIC')} />
            </Group>
          </Radio.Group>
          <Text size="sm">{t(format === 'EV_ENERGY' ? 'wallbox.evEnergyHint' : 'wallbox.genericHint')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('mine.month')}
              data={months.map((value) => ({ value, label: chargingMonthName(f, value) }))}
              value={month}
              onChange={(value) => setMonth(value ?? '')}
              allowDeselect={false}
              required
            />
            <FileInput
              label={t('wallbox.file')}
              description={t('wallbox.fileHint')}
              accept=".csv,text/csv"
              leftSection={<IconFileTypeCsv size={16} />}
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                importWallbox.reset();
              }}
              error={errors.file}
              clearable
              required
            />
            {isDynamic && <MonthPriceField value={monthPrice} onChange={setMonthPrice} error={errors.monthPrice} />}
            {format === 'GENERIC' &&
              columns.map((column) => (
                <TextInput
                  key={column}
                  label={t(`wallbox.columns.${column}`)}
                  description={t('wallbox.columnHint')}
                  value={mapping[column]}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setMapping((m) => ({ ...m, [column]: value }));
                  }}
                  error={errors[column]}
                  required
                />
              ))}
          </SimpleGrid>
          <div>
            <Button type="submit" leftSection={<IconUpload size={18} />} loading={importWallbox.isPending}>
              {t('wallbox.submit')}
            </Button>
          </div>
          {importWallbox.data && <WallboxReport report={importWallbox.data} />}
        </Stack>
      </form>
    </Paper>
  );
}
