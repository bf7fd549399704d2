import { Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { addMonths, currentPeriod } from '@mobilo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/load-state';
import { useSessionUser } from '../../../lib/auth-context';
import { useCorrection } from '../api/get-correction';
import { useUserBudget } from '../../../lib/get-user-budget';
import { useFormat } from '../../../lib/format';
import { CorrectionEditor } from './correction-editor';
import { DeductionsEditor } from './deductions-editor';
import '../users-texts';

/** The months an admin adjusts: a few back for late corrections, a few ahead for planned ones. */
function monthChoices(now: string): string[] {
  return Array.from({ length: 9 }, (_, i) => addMonths(now, i - 6));
}

/** Per month: the budget as the employee sees it, its deductions and its one-time correction. */
export function UserBudgetSection({ userId }: { userId: string }) {
  const { t } = useTranslation('users');
  const { company } = useSessionUser();
  const format = useFormat();
  const [month, setMonth] = useState(currentPeriod());
  const budget = useUserBudget(userId, month);
  const correction = useCorrection(userId, month);
  const figure = (label: string, amount: string | null) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{amount === null ? '–' : format.money(amount, company.currency)}</Text>
    </Stack>
  );

  return (
    <Card withBorder padding="lg" maw={760} component="section" aria-label={t('budget.title')}>
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t('budget.title')}
          </Title>
          <Select
            aria-label={t('budget.month')}
            allowDeselect={false}
            value={month}
            onChange={(value) => value && setMonth(value)}
            data={monthChoices(currentPeriod()).map((value) => ({ value, label: format.period(value) }))}
          />
        </Group>
        {budget.isPending || correction.isPending ? (
          <LoadingIndicator size="block" />
        ) : (
          <>
            {budget.data && (
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                {figure(t('budget.monthly'), budget.data.monthlyBudget)}
                {figure(t('budget.deductionsTotal'), budget.data.deductions)}
                {figure(t('budget.correctionTotal'), budget.data.correctionAmount)}
                {figure(t('budget.available'), budget.data.available)}
              </SimpleGrid>
            )}
            <DeductionsEditor
              key={`d-${month}`}
              userId={userId}
              month={month}
              initial={budget.data?.budgetDeductions ?? []}
            />
            <CorrectionEditor
              key={`c-${month}-${correction.data?.correction?.id ?? 'none'}`}
              userId={userId}
              month={month}
              initial={correction.data?.correction ?? null}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
