import { currentPeriod, type Period } from '@mobilo/contract';
import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import '../expenses-texts';

/**
 * New expense starts in the current month (its date is today): while that month is closed or
 * invoiced the button stays disabled and says why, instead of a form that cannot be saved.
 */
export function NewExpenseButton({ periods }: { periods: Period[] }) {
  const { t } = useTranslation('expenses');
  const navigate = useNavigate();
  const current = periods.find((period) => period.periodString === currentPeriod());
  const closed = current !== undefined && !current.isOpenForEmployees;
  return (
    <Group gap="sm" wrap="nowrap">
      {closed && (
        <Text id="new-expense-closed" size="sm" c="dimmed" maw={320}>
          {t('newExpenseClosed')}
        </Text>
      )}
      <Button
        leftSection={<IconPlus size={16} />}
        disabled={closed}
        aria-describedby={closed ? 'new-expense-closed' : undefined}
        onClick={() => void navigate(paths.expenses.new.href())}
      >
        {t('newExpense')}
      </Button>
    </Group>
  );
}
