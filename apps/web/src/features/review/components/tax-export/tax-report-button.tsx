import { Button, Menu, Tooltip } from '@mantine/core';
import { exportPlatforms, type Period } from '@mobilo/contract';
import { IconAdjustments, IconAlertTriangle, IconChevronDown, IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../../lib/auth-context';
import { useFeatureFlag } from '../../../../lib/feature-flags';
import { useFormat } from '../../../../lib/format';
import { ExportOptionsDialog } from './export-options-dialog';
import { ExportWarningsDialog } from './export-warnings-dialog';
import { TrialExportDialog } from './trial-export-dialog';
import { useTaxExport } from './use-tax-export';
import '../../../../lib/texts/tax-export-texts';

interface TaxReportButtonProps {
  period: Pick<Period, 'periodString' | 'isInvoiced' | 'hasTaxProcessFailed'>;
}

/**
 * The tax report of an invoiced period (spec 000 §4): example files for trial companies; a danger
 * button after a failed (or stuck) export; otherwise the format menu, which checks the export
 * warnings first and downloads the file or, with the download centre, queues it there.
 */
export function TaxReportButton({ period }: TaxReportButtonProps) {
  const { t } = useTranslation('taxExport');
  const f = useFormat();
  const { isTrial } = useSessionUser();
  const downloadCenter = useFeatureFlag('DOWNLOAD_CENTER');
  const flow = useTaxExport(period.periodString, downloadCenter.data === true);
  const [trialOpen, setTrialOpen] = useState(false);
  const [optionsOpen, setOptionsOpen] = useState(false);

  if (!period.isInvoiced) return null;

  if (isTrial) {
    return (
      <>
        <Button variant="light" leftSection={<IconFileExport size={18} />} onClick={() => setTrialOpen(true)}>
          {t('report.button')}
        </Button>
        <TrialExportDialog opened={trialOpen} onClose={() => setTrialOpen(false)} />
      </>
    );
  }

  const failed = period.hasTaxProcessFailed;
  const button = (
    <Button
      color={failed ? 'danger' : undefined}
      variant={failed ? 'filled' : 'light'}
      leftSection={failed ? <IconAlertTriangle size={18} /> : <IconFileExport size={18} />}
      rightSection={<IconChevronDown size={16} />}
      loading={flow.busy}
      // The flag decides where the export goes; wait for it rather than guess.
      disabled={downloadCenter.isPending}
    >
      {t(failed ? 'report.failed' : 'report.button')}
    </Button>
  );

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>{failed ? <Tooltip label={t('report.failedHint')}>{button}</Tooltip> : button}</Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('report.choose')}</Menu.Label>
          {exportPlatforms.map((platform) => (
            <Menu.Item key={platform} onClick={() => void flow.start({ platform })}>
              {t(`report.platform.${platform}`)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item leftSection={<IconAdjustments size={16} />} onClick={() => setOptionsOpen(true)}>
            {t('report.options')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ExportOptionsDialog
        opened={optionsOpen}
        period={period.periodString}
        busy={flow.busy}
        onExport={(request) => {
          // The warnings, when there are any, are confirmed in their own dialog.
          setOptionsOpen(false);
          void flow.start(request);
        }}
        onClose={() => setOptionsOpen(false)}
      />
      <ExportWarningsDialog
        opened={flow.confirmation !== null}
        periodLabel={f.period(period.periodString)}
        warnings={flow.confirmation?.warnings ?? []}
        exporting={flow.exporting}
        formatAmount={(amount) => f.money(amount)}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
      />
    </>
  );
}
