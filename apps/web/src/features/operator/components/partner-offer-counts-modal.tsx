import { Modal, Stack, Table, Text } from '@mantine/core';
import type { OperatorPartnerOffer } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadState } from '../../../components/load-state';
import { useFormat } from '../../../lib/format';
import { usePartnerOfferCounts } from '../api/get-partner-offer-counts';
import '../partner-offer-texts';

/** Views and clicks of one offer per company: counts only, nobody's name. */
export function PartnerOfferCountsModal({
  offer,
  onClose,
}: {
  offer: OperatorPartnerOffer | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('partner-offers');
  const f = useFormat();
  const counts = usePartnerOfferCounts(offer?.id ?? null);
  return (
    <Modal opened={offer !== null} onClose={onClose} title={t('counts.title', { name: offer?.partner ?? '' })}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('counts.intro')}
        </Text>
        <LoadState
          size="block"
          isPending={counts.isPending}
          isError={counts.isError}
          onRetry={() => void counts.refetch()}
          isEmpty={counts.data?.length === 0}
          empty={<EmptyState text={t('counts.none')} />}
        >
          {() => (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('counts.company')}</Table.Th>
                  <Table.Th ta="right">{t('columns.views')}</Table.Th>
                  <Table.Th ta="right">{t('columns.clicks')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {counts.data!.map((row) => (
                  <Table.Tr key={row.companyId}>
                    <Table.Td>{row.companyName}</Table.Td>
                    <Table.Td ta="right">{f.number(row.views)}</Table.Td>
                    <Table.Td ta="right">{f.number(row.clicks)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </LoadState>
      </Stack>
    </Modal>
  );
}
