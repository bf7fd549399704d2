import { availablePeriodActions, type Period, type PeriodAction, periodActions } from '@mobilo/contract';
import { Button, Group } from '@mantine/core';
import { IconFileInvoice, IconLock, IconLockOpen, IconRotate } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../../lib/auth-context';
import { notifySuccess } from '../../../../lib/notify';
import { useFormat } from '../../../../lib/format';
import { useChangePeriod } from '../../api/change-period';
import { PeriodActionDialog } from './period-action-dialog';
import '../../management-texts';

const icons: Record<PeriodAction, typeof IconLock> = {
  close: IconLock,
  reopen: IconLockOpen,
  invoice: IconFileInvoice,
  uninvoice: IconRotate,
};

export interface PeriodActionsProps {
  period: Period;
  /**
   * The payroll export's tax report button, placed after the period buttons when the period is
   * invoiced and the viewer may manage periods.
   */
  taxReportButton?: (period: Period) => ReactNode;
  /** Extra content of the invoice dialog (where the export will be found). */
  invoiceDialogHint?: ReactNode;
  /** After a successful action, e.g. for a screen that collapses its list on invoicing. */
  onDone?: (action: PeriodAction) => void;
}

/**
 * Close, Reopen, Invoice and Uninvoice as spec §4 offers them, each behind a confirmation; nothing
 * for a viewer without CAN_MANAGE_PERIODS (the expense checker).
 */
export function PeriodActions({ period, taxReportButton, invoiceDialogHint, onDone }: PeriodActionsProps) {
  const { t } = useTranslation('management');
  const f = useFormat();
  const { rights } = useSessionUser().role;
  const change = useChangePeriod();
  const [pending, setPending] = useState<PeriodAction | null>(null);
  const available = availablePeriodActions(period, rights);
  const offered = periodActions.filter((action) => available[action]);

  const confirm = () => {
    if (!pending) return;
    const action = pending;
    change.mutate(
      { period: period.periodString, action },
      {
        onSuccess: () => {
          setPending(null);
          notifySuccess(t(`periodActions.notices.${action}`));
          onDone?.(action);
        },
      },
    );
  };

  if (offered.length === 0 && !available.taxExport) return null;
  return (
    <Group
      gap="xs"
      role="group"
      aria-label={t('periodActions.label')}
      data-testid={`period-actions-${period.periodString}`}
    >
      {offered.map((action) => {
        const Icon = icons[action];
        return (
          <Button
            key={action}
            size="xs"
            variant={action === 'invoice' ? 'filled' : 'light'}
            color={action === 'uninvoice' || action === 'reopen' ? 'warning' : 'secondary'}
            leftSection={<Icon size={14} />}
            onClick={() => setPending(action)}
          >
            {t(`periodActions.${action}`)}
          </Button>
        );
      })}
      {available.taxExport && taxReportButton?.(period)}
      <PeriodActionDialog
        action={pending}
        month={f.period(period.periodString)}
        busy={change.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
        hint={pending === 'invoice' ? invoiceDialogHint : undefined}
      />
    </Group>
  );
}
