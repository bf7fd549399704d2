import type { ProcessStatus } from '@mobilo/contract';
import { ThemeIcon } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleDashed,
  IconClock,
  IconFlag,
  IconHandStop,
  IconChecks,
  IconPencil,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from './deferred-tooltip';

const looks: Record<ProcessStatus, { color: string; Icon: typeof IconClock }> = {
  INCOMPLETED: { color: 'gray', Icon: IconPencil },
  READY: { color: 'secondary', Icon: IconCircleDashed },
  SUBMITTED: { color: 'blue', Icon: IconClock },
  MARKED: { color: 'warning', Icon: IconFlag },
  APPROVED: { color: 'success', Icon: IconCircleCheck },
  REJECTED: { color: 'warning', Icon: IconHandStop },
  COMPLETED: { color: 'success', Icon: IconChecks },
};

export function ExpenseStatusIcon({ status }: { status: ProcessStatus }) {
  const { t } = useTranslation();
  const { color, Icon } = looks[status];
  return (
    <DeferredTooltip label={t(`processStatus.${status}`)}>
      <ThemeIcon
        color={color}
        variant="light"
        radius="xl"
        size="md"
        role="img"
        aria-label={t(`processStatus.${status}`)}
      >
        <Icon size={16} />
      </ThemeIcon>
    </DeferredTooltip>
  );
}

export function statusColor(status: ProcessStatus): string {
  return looks[status].color;
}
