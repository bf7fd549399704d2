import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { OperatorCardCompany } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { EmptyState, LoadState } from '../../../components/load-state';
import { useFormat } from '../../../lib/format';
import { useCardOverview } from '../api/get-card-overview';
import '../operator-texts';
import { IssuerHealth } from './issuer-health';

const membershipStates = ['INVITED', 'PROMOTION_IN_PROGRESS', 'ACTIVE'] as const;

/** /god/card: the companies of the card programme, their members by state and how the issuer answers them. */
export function CardPage() {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const overview = useCardOverview();
  const yes = (value: boolean, label: string) => (
    <Badge color={value ? 'success' : 'gray'} variant="light">
      {label}: {t(value ? 'filters.yes' : 'filters.no')}
    </Badge>
  );
  const columns: DataColumn<OperatorCardCompany>[] = [
    {
      id: 'name',
      header: t('card.columns.name'),
      sortValue: (c) => c.name.toLowerCase(),
      cell: (c) => <Text fw={600}>{c.name}</Text>,
    },
    {
      id: 'programme',
      header: t('card.columns.programme'),
      cell: (c) => (
        <Group gap={4}>
          {yes(c.cardLicence, t('card.licence'))}
          {yes(c.cardFlag, t('card.flag'))}
        </Group>
      ),
    },
    ...membershipStates.map((state): DataColumn<OperatorCardCompany> => ({
      id: state,
      header: t(`card.states.${state}`),
      align: 'right',
      sortValue: (c) => c.memberships[state] ?? 0,
      cell: (c) => f.number(c.memberships[state] ?? 0),
    })),
    {
      id: 'cards',
      header: t('card.columns.cards'),
      align: 'right',
      sortValue: (c) => c.cardsCount,
      cell: (c) => f.number(c.cardsCount),
    },
    {
      id: 'cardsEnabled',
      header: t('card.columns.cardsEnabled'),
      align: 'right',
      sortValue: (c) => c.cardsEnabled,
      cell: (c) => f.number(c.cardsEnabled),
    },
    {
      id: 'issuer',
      header: t('card.columns.issuer'),
      // Failing companies first when sorted by it.
      sortValue: (c) => (c.issuerHealth?.isFailing ? 0 : c.issuerHealth ? 1 : 2),
      cell: (c) => <IssuerHealth health={c.issuerHealth} lastEventAt={c.lastWebhookAt} />,
    },
  ];
  return (
    <Stack gap="lg">
      <Title order={1}>{t('card.title')}</Title>
      <Text c="dimmed">{t('card.intro')}</Text>
      <LoadState isPending={overview.isPending} isError={overview.isError} onRetry={() => void overview.refetch()}>
        {() => (
          <DataTable
            data={overview.data!.companies}
            columns={columns}
            rowId={(c) => c.id}
            defaultSort={{ id: 'name', desc: false }}
            cardLabel={(c) => c.name}
            empty={<EmptyState text={t('card.empty')} />}
            minWidth={760}
            tableProps={{ striped: true }}
          />
        )}
      </LoadState>
    </Stack>
  );
}
