import { type Expense, fromCents, toCents, type UserBudgetResponse } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { BudgetChart } from '../../../components/budget-chart';
import { KeyValueGrid } from '../../../components/key-value-grid';
import { useFormat } from '../../../lib/format';
import '../expenses-texts';

/**
 * Budget bar, composition and statistics of one period. The bar shows used capped at the
 * budget and a remaining part never below zero; it has colour only with a budget above 0 and
 * moves unless the period is invoiced.
 */
export function BudgetBar({ budget, invoiced }: { budget: UserBudgetResponse; invoiced: boolean }) {
  return (
    <BudgetChart
      budgetCents={toCents(budget.available)}
      usedCents={toCents(budget.budgetUsage)}
      coloured={toCents(budget.monthlyBudget ?? '0') > 0}
      animated={!invoiced}
      exceeded={budget.isBudgetExceeded}
    />
  );
}

export function BudgetComposition({ budget }: { budget: UserBudgetResponse }) {
  const { t } = useTranslation('expenses');
  const f = useFormat();
  const rows: [string, string][] = [
    [t('budget.monthly'), f.money(budget.monthlyBudget)],
    [t('budget.overflow'), f.money(budget.overflow)],
    [t('budget.deductions'), f.money(fromCents(-toCents(budget.deductions)))],
    [t('budget.correction'), f.money(budget.correctionAmount)],
    [t('budget.available'), f.money(budget.totalBudget ?? budget.available)],
  ];
  if (budget.isBudgetExceeded) rows.push([t('budget.exceeded'), f.money(budget.exceededBudget)]);
  return <KeyValueGrid rows={rows} />;
}

export function ExpenseStatistics({ expenses }: { expenses: Expense[] }) {
  const { t } = useTranslation('expenses');
  const f = useFormat();
  const billable = expenses.filter((e) => e.isBillable).reduce((sum, e) => sum + toCents(e.cost ?? '0'), 0);
  const submitted = expenses.filter((e) => ['SUBMITTED', 'REJECTED', 'INVOICED'].includes(e.status)).length;
  return (
    <KeyValueGrid
      rows={[
        [t('stats.count'), String(expenses.length)],
        [t('stats.submitted'), String(submitted)],
        [t('stats.total'), f.money(fromCents(billable))],
      ]}
    />
  );
}
