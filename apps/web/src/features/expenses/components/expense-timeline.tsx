import { Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCheck, IconClock, IconHandStop, IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useExpenseTimeline } from '../api/get-expense-timeline';
import '../expenses-texts';

const icons = { DONE: IconCheck, NEXT: IconClock, LATER: IconPoint, STOPPED: IconHandStop } as const;

/** What happens next: the expense's way into the pay, with the done and the expected days. */
export function ExpenseTimelineView({ expenseId }: { expenseId: string }) {
  const { t } = useTranslation('expenses');
  const f = useFormat();
  const timeline = useExpenseTimeline(expenseId);
  if (!timeline.data) return null;
  const { steps, payrollMonth } = timeline.data;
  const active = steps.findLastIndex((step) => step.state === 'DONE');

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('timeline.title')}
      </Title>
      <Timeline active={active} bulletSize={22} lineWidth={2}>
        {steps.map(({ step, state, day }) => {
          const Icon = icons[state];
          return (
            <Timeline.Item
              key={step}
              bullet={<Icon size={14} aria-hidden />}
              title={t(`timeline.steps.${step}`, { month: f.period(payrollMonth) })}
            >
              <Text size="sm" c="dimmed">
                {t(`timeline.states.${state}`, { day: day ? f.date(day) : '' })}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Stack>
  );
}
