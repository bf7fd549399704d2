import { Button, Group, Stack, Text } from '@mantine/core';
import type { ChargingContract } from '@mobilo/contract';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { notifyDownloadError } from '../../../lib/file-download';
import { useApproveContract } from '../api/approve-contract';
import { downloadContractProof } from '../api/download-contract-proof';
import { useContract } from '../api/get-contract';
import { useContractHistory } from '../api/get-contract-history';
import { useRejectContract } from '../api/reject-contract';
import '../home-charging-texts';
import { ContractCard } from './contract-card';
import { CheckPage, DecisionButtons } from './review-decision';
import { ReviewHistory } from './review-parts';

function ContractDetail({ contract }: { contract: ChargingContract }) {
  const { t } = useTranslation('home-charging');
  const approve = useApproveContract();
  const reject = useRejectContract();
  const history = useContractHistory(contract.id);
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
            <DecisionButtons
              subject={contract}
              approve={approve}
              reject={reject}
              texts={{
                approved: t('contract.approved'),
                rejected: t('contract.rejected'),
                rejectTitle: t('contract.rejectTitle', { name }),
              }}
            />
          )}
        </Group>
      </ContractCard>
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
    <CheckPage title={t('contract.checkTitle')} query={contract}>
      {(data) => <ContractDetail contract={data} />}
    </CheckPage>
  );
}
