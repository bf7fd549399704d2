import { Stack, Text } from '@mantine/core';
import { fromCents, type TicketMonthSplitMoney, toCents } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { KeyValueGrid } from '../../../components/key-value-grid';
import { useFormat } from '../../../lib/format';
import '../germany-ticket-texts';
import { monthName } from './ticket-format';

interface TicketSplitProps {
  split: TicketMonthSplitMoney;
  title?: string;
  /** Who reads it: the employee ("your share") or an admin ("the employee's share"). */
  audience?: 'employee' | 'admin';
}

/** One month's price, the job-ticket discount, the employer's subsidy and the employee's share. */
export function TicketSplit({ split, title, audience = 'employee' }: TicketSplitProps) {
  const { t } = useTranslation('germany-ticket');
  const f = useFormat();
  const eur = (amount: string) => f.money(amount, 'EUR');
  const discount = fromCents(toCents(split.listPrice) - toCents(split.ticketPrice));
  return (
    <Stack gap={6} data-testid="ticket-split">
      <Text size="sm" fw={600}>
        {title ?? t('split.month', { month: monthName(f, split.month) })}
      </Text>
      <KeyValueGrid
        rows={[
          [t('split.listPrice'), eur(split.listPrice)],
          ...(split.discounted ? ([[t('split.discount'), `− ${eur(discount)}`]] as [string, string][]) : []),
          [t(audience === 'admin' ? 'split.subsidyOfCompany' : 'split.subsidy'), eur(split.subsidy)],
          [t(audience === 'admin' ? 'split.shareOfEmployee' : 'split.share'), eur(split.share)],
        ]}
      />
      {!split.discounted && (
        <Text size="xs" c="dimmed">
          {t('split.noDiscount')}
        </Text>
      )}
    </Stack>
  );
}
