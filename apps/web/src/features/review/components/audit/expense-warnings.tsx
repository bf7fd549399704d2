import { Alert, List } from '@mantine/core';
import type { CombinedReceiptReading, ReviewExpense } from '@mobilo/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import '../../audit-texts';

type Reading = Pick<CombinedReceiptReading, 'totalAmount' | 'currency' | 'invoiceDate'>;

/**
 * The table's warnings spelled out in the detail: cost above the ticket price, duplicate, no
 * receipt, receipt. A receipt warning says what the receipt states once its reading is there.
 */
export function ExpenseWarnings({ expense, reading = null }: { expense: ReviewExpense; reading?: Reading | null }) {
  const { t } = useTranslation('audit');
  const f = useFormat();
  const receiptLine = (kind: ReviewExpense['receiptMismatches'][number]) => {
    if (kind === 'AMOUNT' && reading?.totalAmount) {
      const amount = f.money(reading.totalAmount, reading.currency ?? expense.originalCurrency);
      return t('table.receiptHintRead.AMOUNT', { amount });
    }
    if (kind === 'DATE' && reading?.invoiceDate) {
      return t('table.receiptHintRead.DATE', { date: f.date(reading.invoiceDate) });
    }
    return t(`table.receiptHint.${kind}`);
  };
  const lines = [
    ...(expense.isCostExceeded ? [t('table.costExceededHint')] : []),
    ...(expense.isPossibleDuplicate ? [t('table.duplicateHint')] : []),
    ...(expense.receiptLess ? [t('table.receiptLessHint')] : []),
    ...expense.receiptMismatches.map(receiptLine),
  ];
  if (lines.length === 0) return null;
  return (
    <Alert color="warning" icon={<IconAlertTriangle size={18} />} p="xs" data-testid="panel-warnings">
      <List size="sm" spacing={2}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
