import type { ReviewExpense } from '@mobilo/contract';
import { HoverCard, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import '../../audit-texts';

type CheckFacts = Pick<ReviewExpense, 'isChecked' | 'isMarked' | 'markerNote' | 'checkedTimestamp'>;

/** Checked, marked or open, with the check time and the marker note on hover. */
export function CheckStatusPopover({ expense }: { expense: CheckFacts }) {
  const { t } = useTranslation('audit');
  const f = useFormat();
  const state = expense.isMarked ? 'marked' : expense.isChecked ? 'checked' : 'unchecked';
  const Icon = state === 'marked' ? IconFlag : state === 'checked' ? IconCircleCheck : IconCircleDashed;
  const color = state === 'marked' ? 'warning' : state === 'checked' ? 'success' : 'gray';
  const label = t(`checkStatus.${state}`);
  return (
    <HoverCard width={260} shadow="md" withArrow openDelay={100} closeDelay={100}>
      <HoverCard.Target>
        <ThemeIcon
          variant="light"
          color={color}
          radius="xl"
          size="md"
          tabIndex={0}
          role="button"
          aria-label={label}
          data-check-status={state}
        >
          <Icon size={16} />
        </ThemeIcon>
      </HoverCard.Target>
      <HoverCard.Dropdown>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {label}
          </Text>
          {expense.isChecked && expense.checkedTimestamp && (
            <Text size="xs" c="dimmed">
              {t('checkStatus.checkedAt', { date: f.dateTime(expense.checkedTimestamp) })}
            </Text>
          )}
          {expense.markerNote && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="marker-note-text">
              {expense.markerNote}
            </Text>
          )}
        </Stack>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
