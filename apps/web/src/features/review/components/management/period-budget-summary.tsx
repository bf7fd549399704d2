import { type PeriodBudgetResponse, toCents } from '@mobilo/contract';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BudgetChart } from '../../../../components/budget-chart';
import { KeyValueGrid } from '../../../../components/key-value-grid';
import { useFormat } from '../../../../lib/format';
import '../../management-texts';

/**
 * The company's budget in the period. The bar is what the users' budgets covered and what is left
 * of them (each user's, never below zero), so its remaining is the summary's; what was submitted
 * beyond a user's budget is the over-budget row, not part of the bar.
 */
export function PeriodBudgetSummary({ budget, invoiced }: { budget: PeriodBudgetResponse; invoiced: boolean }) {
  const { t } = useTranslation('management');
  const f = useFormat();
  const rows: [string, string][] = [
    [t('budget.users'), String(budget.usersCount)],
    [t('budget.monthly'), f.money(budget.monthlyBudget)],
    [t('budget.overflow'), f.money(budget.overflow)],
    [t('budget.usage'), f.money(budget.budgetUsage)],
    [t('budget.covered'), f.money(budget.reimbursed)],
    [t('budget.remaining'), f.money(budget.budgetRemaining)],
  ];
  if (toCents(budget.exceededBudget) > 0) rows.push([t('budget.exceeded'), f.money(budget.exceededBudget)]);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" data-testid="period-budget">
      <BudgetChart
        budgetCents={toCents(budget.reimbursed) + toCents(budget.budgetRemaining)}
        usedCents={toCents(budget.reimbursed)}
        usedLabel={t('budget.covered')}
        coloured={budget.hasBudget}
        animated={!invoiced}
        exceeded={toCents(budget.exceededBudget) > 0}
      />
      <KeyValueGrid rows={rows} />
    </SimpleGrid>
  );
}
