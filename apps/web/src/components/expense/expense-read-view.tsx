import { type Expense, mobilityTypeCatalogue } from '@mobilo/contract';
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/use-formatters';

/**
 * Every field of an expense's read view (spec §2 "Detail dialog", "Slide-in detail panel");
 * reviewers see whose expense it is in `leadingRows`.
 */
export function ExpenseReadView({ expense, leadingRows = [] }: { expense: Expense; leadingRows?: [string, ReactNode][] }) {
  const { t } = useTranslation('common');
  const f = useFormatters();
  const foreign = expense.originalCurrency !== expense.targetCurrency;
  const rows: [string, ReactNode][] = [
    ...leadingRows,
    [t('expense.field.date'), f.date(expense.date)],
    [
      t('expense.field.cost'),
      `${f.money(expense.cost, expense.targetCurrency)}${foreign ? ` (${f.money(expense.originalCost, expense.originalCurrency)})` : ''}`,
    ],
    ...(foreign
      ? ([[t('expense.field.exchangeRate'), `${expense.exchangeRate ?? '–'}${expense.exchangeRateDate ? ` (${f.date(expense.exchangeRateDate)})` : ''}`]] as [string, ReactNode][])
      : []),
    [t('expense.field.origin'), t(`expense.origin.${expense.origin}`)],
    [t('expense.field.type'), expense.type ? mobilityTypeCatalogue[expense.type][f.language] : '–'],
    [t('expense.field.purpose'), expense.tripToWork === null ? '–' : t(expense.tripToWork ? 'expense.purpose.work' : 'expense.purpose.private')],
    [
      t('expense.field.receipts'),
      expense.files.length === 0 ? (
        t('expense.field.noReceipt')
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
  if (expense.expenseRejectReason) rows.push([t('expense.field.rejectReason'), expense.expenseRejectReason[f.language]]);
  if (expense.rejectComment) rows.push([t('expense.field.rejectComment'), expense.rejectComment]);
  rows.push(
    [t('expense.field.comment'), expense.comment ?? '–'],
    [t('expense.field.created'), f.dateTime(expense.createdDate)],
    [t('expense.field.modified'), f.dateTime(expense.modifiedDate)],
    [t('expense.field.submitted'), f.dateTime(expense.submitDate)],
    [t('expense.field.checked'), f.dateTime(expense.checkedTimestamp)],
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
