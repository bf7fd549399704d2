import { Button, Divider, Modal, Stack, Switch, Text } from '@mantine/core';
import type { OperatorCompany } from '@mobilo/contract';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { useCreateCompanyPeriods } from '../api/create-company-periods';
import { useDeactivatePersonio } from '../api/deactivate-personio';
import { useEnablePersonio } from '../api/enable-personio';
import { useSetCompanyInternal } from '../api/set-company-internal';
import { useSetCompanyTrial } from '../api/set-company-trial';
import '../operator-texts';

/** Spec 001 §8: the operator's info notices stay five seconds. */
const infoDuration = 5_000;

interface CompanyActionsDialogProps {
  company: OperatorCompany;
  opened: boolean;
  onClose: () => void;
}

/** Spec 001 §4 "Company (operator) actions": trial, internal, Personio and the periods. */
export function CompanyActionsDialog({ company, opened, onClose }: CompanyActionsDialogProps) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const trial = useSetCompanyTrial(company.id);
  const internal = useSetCompanyInternal(company.id);
  const enablePersonio = useEnablePersonio(company.id);
  const deactivatePersonio = useDeactivatePersonio(company.id);
  const periods = useCreateCompanyPeriods(company.id);
  const personioBusy = enablePersonio.isPending || deactivatePersonio.isPending;

  return (
    <Modal opened={opened} onClose={onClose} title={t('actions.title', { company: company.name })}>
      <Stack gap="md">
        <Switch
          label={t('actions.trial')}
          description={t('actions.trialHint')}
          checked={company.isTrialAccount}
          disabled={trial.isPending}
          onChange={(event) => {
            const value = event.currentTarget.checked;
            trial.mutate(value, {
              onSuccess: ({ usersChanged }) =>
                notifyInfo(t(value ? 'messages.toTrial' : 'messages.fromTrial', { count: usersChanged }), {
                  autoClose: infoDuration,
                }),
            });
          }}
        />
        <Switch
          label={t('actions.internal')}
          description={t('actions.internalHint')}
          checked={company.isInternal}
          disabled={internal.isPending}
          onChange={(event) => {
            const value = event.currentTarget.checked;
            internal.mutate(value, {
              onSuccess: ({ usersChanged }) =>
                notifyInfo(t(value ? 'messages.toInternal' : 'messages.fromInternal', { count: usersChanged }), {
                  autoClose: infoDuration,
                }),
            });
          }}
        />
        <Switch
          label={t('actions.personio')}
          description={t('actions.personioHint')}
          checked={company.isPersonioActive}
          disabled={personioBusy}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            const done = { onSuccess: () => notifySuccess(t(on ? 'messages.personioOn' : 'messages.personioOff')) };
            if (on) enablePersonio.mutate(undefined, done);
            else deactivatePersonio.mutate(undefined, done);
          }}
        />
        <Divider />
        <Text size="sm" c="dimmed">
          {company.latestPeriod
            ? t('actions.periodsUntil', { until: f.period(company.latestPeriod) })
            : t('actions.noPeriods')}
        </Text>
        <Button
          variant="default"
          leftSection={<IconCalendarPlus size={18} />}
          loading={periods.isPending}
          onClick={() =>
            periods.mutate(undefined, {
              onSuccess: ({ created }) => notifySuccess(t('messages.periodsCreated', { count: created })),
            })
          }
        >
          {t('actions.createPeriods')}
        </Button>
      </Stack>
    </Modal>
  );
}
