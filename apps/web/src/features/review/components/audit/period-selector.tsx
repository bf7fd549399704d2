import { type Period, type PeriodString, yearOfPeriod } from '@mobilo/contract';
import { ActionIcon, Button, Group, Popover, SimpleGrid, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { adjacentPeriod, adjacentYear, monthGrid, yearsWithPeriods } from './period-selector-rules';
import { PeriodStateIcon } from './period-state-icon';
import '../../audit-texts';

export interface PeriodSelectorProps {
  periods: Period[];
  value: PeriodString;
  onChange: (period: PeriodString) => void;
}

/**
 * Month arrows (across the year boundary) around a button that opens a year view: year arrows to
 * years with periods, a 12-month grid where months without a period are disabled.
 */
export function PeriodSelector({ periods, value, onChange }: PeriodSelectorProps) {
  const { t } = useTranslation('audit');
  const f = useFormat();
  const [opened, setOpened] = useState(false);
  const [shownYear, setShownYear] = useState(yearOfPeriod(value));
  const byString = useMemo(() => new Map(periods.map((p) => [p.periodString, p])), [periods]);
  const known = useMemo(() => new Set(byString.keys()), [byString]);
  const years = useMemo(() => yearsWithPeriods(periods), [periods]);
  const previous = adjacentPeriod(known, value, -1);
  const next = adjacentPeriod(known, value, 1);
  const previousYear = adjacentYear(years, shownYear, -1);
  const nextYear = adjacentYear(years, shownYear, 1);
  const monthName = f.monthShort;

  const toggle = () => {
    if (!opened) setShownYear(yearOfPeriod(value));
    setOpened((o) => !o);
  };
  const pick = (period: PeriodString) => {
    setOpened(false);
    if (period !== value) onChange(period);
  };

  return (
    <Group gap={4} wrap="nowrap" data-testid="period-selector">
      <ActionIcon
        variant="subtle"
        size="lg"
        disabled={!previous}
        onClick={() => previous && onChange(previous)}
        aria-label={t('period.previousMonth')}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Popover opened={opened} onChange={setOpened} position="bottom" shadow="md" withArrow trapFocus closeOnEscape>
        <Popover.Target>
          <Button
            variant="default"
            onClick={toggle}
            aria-expanded={opened}
            aria-label={t('period.choose', { period: f.period(value) })}
            leftSection={<PeriodStateIcon period={byString.get(value)} />}
            miw={{ base: 170, sm: 200 }}
            tt="capitalize"
          >
            {f.period(value)}
          </Button>
        </Popover.Target>
        <Popover.Dropdown data-testid="period-year-view">
          <Group justify="space-between" mb="xs">
            <ActionIcon
              variant="subtle"
              disabled={previousYear === null}
              onClick={() => previousYear !== null && setShownYear(previousYear)}
              aria-label={t('period.previousYear')}
            >
              <IconChevronLeft size={16} />
            </ActionIcon>
            <Text fw={600}>{shownYear}</Text>
            <ActionIcon
              variant="subtle"
              disabled={nextYear === null}
              onClick={() => nextYear !== null && setShownYear(nextYear)}
              aria-label={t('period.nextYear')}
            >
              <IconChevronRight size={16} />
            </ActionIcon>
          </Group>
          <SimpleGrid cols={3} spacing={6} verticalSpacing={6}>
            {monthGrid(byString, shownYear).map(({ month, periodString, period }) => (
              <Button
                key={periodString}
                size="compact-sm"
                variant={periodString === value ? 'filled' : 'light'}
                color={periodString === value ? 'secondary' : 'gray'}
                disabled={!period}
                onClick={() => pick(periodString)}
                aria-current={periodString === value ? 'date' : undefined}
                aria-label={f.period(periodString)}
                leftSection={period ? <PeriodStateIcon period={period} size={12} /> : undefined}
              >
                {monthName(month)}
              </Button>
            ))}
          </SimpleGrid>
        </Popover.Dropdown>
      </Popover>
      <ActionIcon
        variant="subtle"
        size="lg"
        disabled={!next}
        onClick={() => next && onChange(next)}
        aria-label={t('period.nextMonth')}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
