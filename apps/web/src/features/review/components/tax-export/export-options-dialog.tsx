import { Button, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import {
  addMonths,
  type ExportPlatform,
  exportPlatforms,
  isDatevPlatform,
  type PeriodString,
  type TaxExportQuery,
} from '@mobilo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import '../../../../lib/texts/tax-export-texts';

/** Late submissions are paid with a later payroll; half a year covers every real case. */
const laterPayrollMonths = 6;

interface ExportOptionsDialogProps {
  opened: boolean;
  period: PeriodString;
  busy: boolean;
  onExport: (request: TaxExportQuery) => void;
  onClose: () => void;
}

/**
 * The export beyond the full file of the period's month: a corrections file (signed differences
 * to the last exported file, after an uninvoice and a new invoice) and the payroll month the
 * file is booked in (abrechnung_zeitraum). Corrections exist for the DATEV formats only.
 */
export function ExportOptionsDialog({ opened, period, busy, onExport, onClose }: ExportOptionsDialogProps) {
  const { t } = useTranslation('taxExport');
  const f = useFormat();
  const [platform, setPlatform] = useState<ExportPlatform>('lodas');
  const [kind, setKind] = useState<'full' | 'corrections'>('full');
  const [payrollMonth, setPayrollMonth] = useState<PeriodString>(period);
  const months = Array.from({ length: laterPayrollMonths + 1 }, (_, index) => addMonths(period, index));
  const correctionsPossible = isDatevPlatform(platform);

  return (
    <Modal opened={opened} onClose={onClose} title={t('options.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onExport({ platform, kind: correctionsPossible ? kind : 'full', payrollMonth });
        }}
      >
        <Stack gap="md">
          <Select
            label={t('options.platform')}
            data={exportPlatforms.map((value) => ({ value, label: t(`report.platform.${value}`) }))}
            value={platform}
            onChange={(value) => value && setPlatform(value as ExportPlatform)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Radio.Group
            label={t('options.kind')}
            value={correctionsPossible ? kind : 'full'}
            onChange={(value) => setKind(value as 'full' | 'corrections')}
            description={correctionsPossible ? undefined : t('options.correctionsDatevOnly')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="full" label={t('options.full')} description={t('options.fullHint')} />
              <Radio
                value="corrections"
                label={t('options.corrections')}
                description={t('options.correctionsHint')}
                disabled={!correctionsPossible}
              />
            </Stack>
          </Radio.Group>
          <Select
            label={t('options.payrollMonth')}
            description={t('options.payrollMonthHint')}
            data={months.map((value) => ({ value, label: f.period(value) }))}
            value={payrollMonth}
            onChange={(value) => value && setPayrollMonth(value)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Text size="xs" c="dimmed">
            {t('options.warningsFirst')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('options.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('options.export')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
