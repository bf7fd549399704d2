import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ChargingContract } from '@mobilo/contract';
import { IconArrowLeft, IconCheck, IconDownload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '../../../components/load-state';
import { paths } from '../../../config/paths';
import { notifyDownloadError } from '../../../lib/file-download';
import { notifySuccess } from '../../../lib/notify';
import { useApproveContract } from '../api/approve-contract';
import { downloadContractProof } from '../api/download-contract-proof';
import { useContract } from '../api/get-contract';
import { useContractHistory } from '../api/get-contract-history';
import { useRejectContract } from '../api/reject-contract';
import '../home-charging-texts';
import { ContractCard } from './contract-card';
import { RejectDialog, ReviewHistory } from './review-parts';

function ContractDetail({ contract }: { contract: ChargingContract }) {
  const { t } = useTranslation('home-charging');
  const approve = useApproveContract();
  const reject = useRejectContract();
  const history = useContractHistory(contract.id);
  const [rejecting, setRejecting] = useState(false);
  const name = `${contract.firstName} ${contract.lastName}`;
  return (
    <Stack gap="lg">
      <ContractCard
        contract={contract}
        title={
          <Text fw={600}>
            {name}
            {contract.personalNumber ? ` · ${contract.personalNumber}` : ''}
          </Text>
        }
      >
        <Group gap="sm">
          {contract.proofFileName && (
            <Button
              variant="default"
              leftSection={<IconDownload size={18} />}
              onClick={() =>
                void downloadContractProof({ id: contract.id, mine: false, fileName: contract.proofFileName }).catch(
                  notifyDownloadError,
                )
              }
            >
              {t('contract.downloadProof')}
            </Button>
          )}
          {contract.isDecidable && (
            <>
              <Button
                leftSection={<IconCheck size={18} />}
                loading={approve.isPending}
                onClick={() =>
                  approve.mutate(
                    { id: contract.id, version: contract.version },
                    { onSuccess: () => notifySuccess(t('contract.approved')) },
                  )
                }
              >
                {t('detail.approve')}
              </Button>
              <Button
                color="danger"
                variant="light"
                leftSection={<IconX size={18} />}
                onClick={() => setRejecting(true)}
              >
                {t('detail.reject')}
              </Button>
            </>
          )}
        </Group>
      </ContractCard>
      <RejectDialog
        title={t('contract.rejectTitle', { name })}
        opened={rejecting}
        pending={reject.isPending}
        onClose={() => setRejecting(false)}
        onReject={(reason) =>
          reject.mutate(
            { id: contract.id, version: contract.version, reason },
            {
              onSuccess: () => {
                notifySuccess(t('contract.rejected'));
                setRejecting(false);
              },
            },
          )
        }
      />
      <ReviewHistory history={history} />
    </Stack>
  );
}

/** /home-charging/contracts/{id}: an employee's electricity contract to check with its proof, and its history. */
export function ContractPage() {
  const { t } = useTranslation('home-charging');
  const { contractId = '' } = useParams();
  const contract = useContract(contractId);
  return (
    <Stack gap="lg" maw={860}>
      <Anchor component={Link} to={paths.homeCharging.activities.href()} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} />
          {t('detail.back')}
        </Group>
      </Anchor>
      <Title order={1}>{t('contract.checkTitle')}</Title>
      <LoadState isPending={contract.isPending} isError={contract.isError} onRetry={() => void contract.refetch()}>
        {() => <ContractDetail contract={contract.data!} />}
      </LoadState>
    </Stack>
  );
}
