import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { ExportWarning, ExportWarningDetail, TaxCategory } from '@mobilo/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../../../../lib/texts/tax-export-texts';

/** Details beyond this many per warning are summed up as "and N more". */
const shownDetails = 5;

interface ExportWarningsDialogProps {
  opened: boolean;
  periodLabel: string;
  warnings: ExportWarning[];
  exporting: boolean;
  formatAmount: (amount: string) => string;
  onConfirm: () => void;
  onCancel: () => void;
}

function useDetailText(formatAmount: (amount: string) => string) {
  const { t } = useTranslation('taxExport');
  return (warning: ExportWarning, detail: ExportWarningDetail): string => {
    const name = detail.personalNumber
      ? t('warnings.detail.userWithNumber', { name: detail.userName ?? '', personalNumber: detail.personalNumber })
      : t('warnings.detail.user', { name: detail.userName ?? '' });
    if (warning.code === 'CATEGORY_WITHOUT_WAGE_TYPE' && detail.category) {
      const category = t(`configuration.category.${detail.category satisfies TaxCategory}`);
      return t('warnings.detail.category', { category, amount: formatAmount(detail.amount ?? '0') });
    }
    if (warning.code === 'USERS_OVER_BUDGET' && detail.amount) {
      return t('warnings.detail.overBudget', { name, amount: formatAmount(detail.amount) });
    }
    if (warning.code === 'RECEIPT_AMOUNT_DIFFERS' && detail.amount) {
      return t('warnings.detail.receiptDiffers', { name, amount: formatAmount(detail.amount) });
    }
    if ((warning.code === 'COMMUTE_DISTANCE_MISSING' || warning.code === 'FLAT_RATE_CAPPED') && detail.amount) {
      return t('warnings.detail.movedToTaxable', { name, amount: formatAmount(detail.amount) });
    }
    return name;
  };
}

/** What to look at before a payroll export; the export goes on only when confirmed. */
export function ExportWarningsDialog(props: ExportWarningsDialogProps) {
  const { t } = useTranslation('taxExport');
  const detailText = useDetailText(props.formatAmount);

  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={t('warnings.title')} size="lg">
      <Stack gap="md">
        <Text size="sm">{t('warnings.intro', { period: props.periodLabel })}</Text>
        {props.warnings.map((warning) => (
          <Alert
            key={warning.code}
            color="warning"
            icon={<IconAlertTriangle size={18} />}
            title={t(`warnings.code.${warning.code}`, { count: warning.count })}
          >
            {warning.details.length > 0 && (
              <List size="sm" spacing={2}>
                {warning.details.slice(0, shownDetails).map((detail, index) => (
                  <List.Item key={`${detail.userId ?? ''}-${detail.expenseId ?? ''}-${detail.category ?? ''}-${index}`}>
                    {detailText(warning, detail)}
                  </List.Item>
                ))}
                {warning.details.length > shownDetails && (
                  <List.Item>{t('warnings.more', { count: warning.details.length - shownDetails })}</List.Item>
                )}
              </List>
            )}
          </Alert>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} disabled={props.exporting}>
            {t('warnings.cancel')}
          </Button>
          <Button onClick={props.onConfirm} loading={props.exporting}>
            {t('warnings.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
