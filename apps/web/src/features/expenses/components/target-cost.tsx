import { convertCents, fromCents, parseLocalizedAmount } from '@mobilo/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExpenseFormValues } from '../hooks/expense-form-rules';
import { useFormat } from '../../../lib/format';
import '../expenses-texts';

/** Target cost = original cost x rate, exact to the cent, shown while typing a foreign cost. */
export function TargetCost({ values }: { values: ExpenseFormValues }) {
  const { t } = useTranslation('expenses');
  const f = useFormat();
  if (values.originalCurrency === f.currency) return null;
  const cents = parseLocalizedAmount(values.originalCostString, f.language);
  const rate = values.exchangeRate.replace(',', '.');
  if (cents === null || !/^\d{1,6}(\.\d{1,6})?$/.test(rate)) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="target-cost">
      {t('form.targetCost', { currency: f.currency, amount: f.money(fromCents(convertCents(cents, rate))) })}
    </Text>
  );
}
