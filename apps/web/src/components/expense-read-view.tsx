import { type Expense, mobilityTypeCatalogue } from '@mobilo/contract';
import { Anchor, Badge, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../lib/format';
import { KeyValueGrid } from './key-value-grid';

export interface ExpenseReadViewProps {
  expense: Expense;
  /** Reviewers see whose expense it is. */
  showUser?: boolean;
  /** Shown in brackets after the billing date, e.g. the date read from the receipt. */
  dateNote?: string | null;
  /** Shown after the cost, e.g. the cost read from the receipt. */
  costNote?: string | null;
  /** The employee writes a comment; reviewers read it as the description. */
  commentLabel?: 'comment' | 'description';
}

/** Every field of an expense's read view (spec §2 "Detail dialog", "Management screen"). */
export function ExpenseReadView({
  expense,
  showUser = false,
  dateNote,
  costNote,
  commentLabel = 'comment',
}: ExpenseReadViewProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const foreign = expense.originalCurrency !== expense.targetCurrency;
  const cost = `${f.money(expense.cost, expense.targetCurrency)}${foreign ? ` (${f.money(expense.originalCost, expense.originalCurrency)})` : ''}`;
  const rows: [string, ReactNode][] = [];
  if (showUser) rows.push([t('expenseDetail.user'), expense.user.name]);
  rows.push(
    [t('expenseDetail.date'), `${f.date(expense.date)}${dateNote ? ` (${dateNote})` : ''}`],
    [t('expenseDetail.cost'), costNote ? `${cost} · ${costNote}` : cost],
  );
  if (foreign) {
    const rateDate = expense.exchangeRateDate ? ` (${f.date(expense.exchangeRateDate)})` : '';
    rows.push([t('expenseDetail.exchangeRate'), `${expense.exchangeRate ?? '–'}${rateDate}`]);
  }
  rows.push(
    [t('expenseDetail.origin'), t(`origin.${expense.origin}`)],
    [t('expenseDetail.type'), expense.type ? mobilityTypeCatalogue[expense.type][f.language] : '–'],
    [
      t('expenseDetail.purpose'),
      expense.tripToWork === null ? '–' : t(expense.tripToWork ? 'purpose.work' : 'purpose.private'),
    ],
    [
      t('expenseDetail.receipts'),
      expense.files.length === 0 ? (
        t('expenseDetail.noReceipt')
      ) : (
        <Stack gap={2}>
          {expense.receiptLess && (
            <Badge color="warning" variant="light" data-testid="receipt-less">
              {t('expenseDetail.receiptLess')}
            </Badge>
          )}
          {expense.files.map((file) => (
            <Anchor key={file.id} href={file.url} size="sm">
              {file.originalName}
            </Anchor>
          ))}
        </Stack>
      ),
    ],
  );
  if (expense.expenseRejectReason)
    rows.push([t('expenseDetail.rejectReason'), expense.expenseRejectReason[f.language]]);
  if (expense.rejectComment) rows.push([t('expenseDetail.rejectComment'), expense.rejectComment]);
  rows.push(
    [t(`expenseDetail.${commentLabel}`), expense.comment ?? '–'],
    [t('expenseDetail.created'), f.dateTime(expense.createdDate)],
    [t('expenseDetail.modified'), f.dateTime(expense.modifiedDate)],
    [t('expenseDetail.submitted'), f.dateTime(expense.submitDate)],
    [t('expenseDetail.checked'), f.dateTime(expense.checkedTimestamp)],
  );
  return <KeyValueGrid rows={rows} align="left" data-testid="expense-read-view" />;
}
