import { Box, Group, Stack, Text } from '@mantine/core';
import type { OperatorDashboard } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import '../operator-texts';

const barHeight = 120;

/** Submitted expenses per month as bars; each bar names its month and figure for screen readers. */
export function SubmissionsChart({ months }: { months: OperatorDashboard['months'] }) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const highest = Math.max(1, ...months.map((month) => month.expensesSubmitted));
  return (
    <Stack gap="xs">
      <Text fw={600} id="submissions-chart-title">
        {t('dashboard.chartTitle')}
      </Text>
      <Group gap="md" align="flex-end" wrap="nowrap" role="list" aria-labelledby="submissions-chart-title">
        {months.map((month) => (
          <Stack
            key={month.month}
            gap={4}
            align="center"
            style={{ flex: 1, minWidth: 0 }}
            role="listitem"
            aria-label={t('dashboard.chartBar', { month: f.period(month.month), count: month.expensesSubmitted })}
          >
            <Text size="xs" fw={500} aria-hidden>
              {f.number(month.expensesSubmitted)}
            </Text>
            <Box
              aria-hidden
              w="100%"
              maw={48}
              h={Math.max(2, Math.round((month.expensesSubmitted / highest) * barHeight))}
              bg="primary.6"
              style={{ borderRadius: 4 }}
            />
            <Text size="xs" c="dimmed" aria-hidden>
              {f.monthShort(Number(month.month.slice(4)))}
            </Text>
          </Stack>
        ))}
      </Group>
    </Stack>
  );
}
