import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ChargingContract } from '@mobilo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import '../home-charging-texts';
import { ChargingStatusBadge } from './activity-card';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/** An electricity contract as a card; `title` adds the employee's name on the checker's screens. */
export function ContractCard({
  contract,
  title,
  children,
}: {
  contract: ChargingContract;
  title?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('home-charging');
  const f = useFormat();
  const price = contract.isDynamic
    ? t('contract.dynamic')
    : t('activity.priceValue', {
        cents: Number(contract.centsPerKwh).toLocaleString(f.locale, { minimumFractionDigits: 2 }),
      });
  return (
    <Paper withBorder p="md" radius="md" component="article" data-testid="charging-contract">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            {title}
            <Title order={3} size="h5">
              {contract.supplier}
            </Title>
          </Stack>
          <ChargingStatusBadge status={contract.status} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label={t('contract.price')}>{price}</Fact>
          <Fact label={t('contract.validFrom')}>{f.date(contract.validFrom)}</Fact>
          <Fact label={t('contract.validUntil')}>
            {contract.validUntil ? f.date(contract.validUntil) : t('contract.openEnded')}
          </Fact>
          <Fact label={t('contract.proof')}>{contract.proofFileName ?? t('activity.photoMissing')}</Fact>
        </SimpleGrid>
        {contract.rejectReason && (
          <Text size="sm" c="danger.8">
            {t('activity.rejectReason', { reason: contract.rejectReason })}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
