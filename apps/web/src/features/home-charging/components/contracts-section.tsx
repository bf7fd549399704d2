import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, LoadState } from '../../../components/load-state';
import { paths } from '../../../config/paths';
import { useFeatureFlag } from '../../../lib/feature-flags';
import { useContracts } from '../api/list-contracts';
import '../home-charging-texts';
import { ContractCard } from './contract-card';

function ContractsList() {
  const { t } = useTranslation('home-charging');
  const list = useContracts({});
  const open = list.data?.counts.SUBMITTED ?? 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="contracts-check-title">
      <Title order={2} size="h3" id="contracts-check-title">
        {t('contract.checkList', { count: open })}
      </Title>
      <LoadState isPending={list.isPending} isError={list.isError} size="block" onRetry={() => void list.refetch()}>
        {() =>
          list.data!.contracts.length === 0 ? (
            <EmptyState text={t('contract.noneToCheck')} />
          ) : (
            list.data!.contracts.map((contract) => {
              const name = `${contract.firstName} ${contract.lastName}`;
              return (
                <ContractCard
                  key={contract.id}
                  contract={contract}
                  title={
                    <Anchor
                      component={Link}
                      to={paths.homeCharging.contract.href(contract.id)}
                      fw={600}
                      title={t('contract.open', { name, supplier: contract.supplier })}
                    >
                      {name}
                      {contract.personalNumber ? ` · ${contract.personalNumber}` : ''}
                    </Anchor>
                  }
                />
              );
            })
          )
        }
      </LoadState>
    </Stack>
  );
}

/** The contracts to check beside the activities; only with the company's "home charging contracts" flag. */
export function ContractsSection() {
  const flag = useFeatureFlag('HOME_CHARGING_CONTRACTS');
  return flag.data === true ? <ContractsList /> : null;
}
