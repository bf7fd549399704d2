import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ChargingContract, MyContracts } from '@mobilo/contract';
import { IconDownload, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadState } from '../../../components/load-state';
import { notifyDownloadError } from '../../../lib/file-download';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteMyContract } from '../api/delete-my-contract';
import { downloadContractProof } from '../api/download-contract-proof';
import { useMyContracts } from '../api/get-my-contracts';
import '../home-charging-texts';
import { ContractCard } from './contract-card';
import { ContractForm } from './contract-form';

function MyContract({ contract }: { contract: ChargingContract }) {
  const { t } = useTranslation('home-charging');
  const remove = useDeleteMyContract();
  if (!contract.proofFileName && !contract.isDeletable) return <ContractCard contract={contract} />;
  return (
    <ContractCard contract={contract}>
      <Group gap="sm">
        {contract.proofFileName && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={16} />}
            onClick={() =>
              void downloadContractProof({ id: contract.id, mine: true, fileName: contract.proofFileName }).catch(
                notifyDownloadError,
              )
            }
          >
            {t('contract.downloadProof')}
          </Button>
        )}
        {contract.isDeletable && (
          <Button
            variant="subtle"
            color="danger"
            size="xs"
            leftSection={<IconTrash size={16} />}
            loading={remove.isPending}
            onClick={() => remove.mutate(contract.id, { onSuccess: () => notifySuccess(t('contract.deleted')) })}
          >
            {t('contract.delete', { supplier: contract.supplier })}
          </Button>
        )}
      </Group>
    </ContractCard>
  );
}

function MyContractsContent({ mine }: { mine: MyContracts }) {
  const { t } = useTranslation('home-charging');
  return (
    <Stack gap="lg">
      {mine.isRequired ? (
        <ContractForm />
      ) : (
        <Alert color="secondary" icon={<IconInfoCircle size={18} />}>
          {t('contract.notRequired')}
        </Alert>
      )}
      <Stack gap="sm" component="section" aria-labelledby="contracts-title">
        <Title order={2} size="h3" id="contracts-title">
          {t('contract.mine')}
        </Title>
        {mine.contracts.length === 0 ? (
          <EmptyState text={t('contract.empty')} />
        ) : (
          mine.contracts.map((contract) => <MyContract key={contract.id} contract={contract} />)
        )}
      </Stack>
    </Stack>
  );
}

/** /home-charging/my-contracts: the employee's electricity contracts, whose approved price refunds the months. */
export function MyContractsPage() {
  const { t } = useTranslation('home-charging');
  const mine = useMyContracts();
  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <Title order={1}>{t('contract.title')}</Title>
        <Text c="dimmed">{t('contract.intro')}</Text>
      </Stack>
      <LoadState isPending={mine.isPending} isError={mine.isError} onRetry={() => void mine.refetch()}>
        {() => <MyContractsContent mine={mine.data!} />}
      </LoadState>
    </Stack>
  );
}
