import { type Expense, mobilityTypeCatalogue } from '@mobilo/contract';
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../hooks/use-formatters';

/** Every field of the detail's read view (spec §2 "Detail dialog"). */
export function ExpenseReadView({ expense }: { expense: Expense }) {
  const { t } = useTranslation('expenses');
  const f = useFormatters();
  const foreign = expense.originalCurrency !== expense.targetCurrency;
  const rows: [string, ReactNode][] = [
    [t('detail.date'), f.date(expense.date)],
    [
      t('detail.cost'),
      `${f.money(expense.cost, expense.targetCurrency)}${foreign ? ` (${f.money(expense.originalCost, expense.originalCurrency)})` : ''}`,
    ],
    ...(foreign
      ? ([[t('detail.exchangeRate'), `${expense.exchangeRate ?? '–'}${expense.exchangeRateDate ? ` (${f.date(expense.exchangeRateDate)})` : ''}`]] as [string, ReactNode][])
      : []),
    [t('detail.origin'), t(`origin.${expense.origin}`)],
    [t('detail.type'), expense.type ? mobilityTypeCatalogue[expense.type][f.language] : '–'],
    [t('detail.purpose'), expense.tripToWork === null ? '–' : t(expense.tripToWork ? 'purpose.work' : 'purpose.private')],
    [
      t('detail.receipts'),
      expense.files.length === 0 ? (
        t('detail.noReceipt')
      ) : (
        <Stack gap={2}>
          {expense.files.map((file) => (
            <Anchor key={file.id} href={file.url} size="sm">
              {file.originalName}
            </Anchor>
          ))}
        </Stack>
      ),
    ],
  ];
  if (expense.expenseRejectReason) rows.push([t('detail.rejectReason'), expense.expenseRejectReason[f.language]]);
  if (expense.rejectComment) rows.push([t('detail.rejectComment'), expense.rejectComment]);
  rows.push(
    [t('detail.comment'), expense.comment ?? '–'],
    [t('detail.created'), f.dateTime(expense.createdDate)],
    [t('detail.modified'), f.dateTime(expense.modifiedDate)],
    [t('detail.submitted'), f.dateTime(expense.submitDate)],
    [t('detail.checked'), f.dateTime(expense.checkedTimestamp)],
  );
  return (
    <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} data-testid="expense-read-view">
      {rows.map(([label, value]) => [
        <Text key={`${label}-l`} size="sm" c="dimmed">
          {label}
        </Text>,
        <Text key={`${label}-v`} size="sm" component="div">
          {value}
        </Text>,
      ])}
    </SimpleGrid>
  );
}
