import { Alert, List } from '@mantine/core';
import type { ReviewExpense } from '@mobilo/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The table's warnings spelled out in the detail: cost above the ticket price, duplicate, no receipt, receipt. */
export function ExpenseWarnings({ expense }: { expense: ReviewExpense }) {
  const { t } = useTranslation('audit');
  const lines = [
    ...(expense.isCostExceeded ? [t('table.costExceededHint')] : []),
    ...(expense.isPossibleDuplicate ? [t('table.duplicateHint')] : []),
    ...(expense.receiptLess ? [t('table.receiptLessHint')] : []),
    ...expense.receiptMismatches.map((kind) => t(`table.receiptHint.${kind}`)),
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
