import { Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { DateField } from '../../../components/date-field';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { CompanyLicence, UpdateCompanyLicenceRequest } from '@mobilo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { useCompanyLicence } from '../api/get-company-licence';
import { useUpdateCompanyLicence } from '../api/update-company-licence';
import '../operator-texts';

const none = 'NONE';
const flagNames = ['card', 'homeCharging', 'deals', 'personio'] as const;

const draftOf = ({ licence, package: companyPackage }: CompanyLicence): UpdateCompanyLicenceRequest => ({
  ...licence,
  package: companyPackage,
});

/** The License tab: what the company has licensed, its package and its dates. */
export function CompanyLicenceTab({ companyId }: { companyId: string }) {
  const licence = useCompanyLicence(companyId);
  return (
    <LoadState isPending={licence.isPending} isError={licence.isError} onRetry={() => void licence.refetch()}>
      {() => <LicenceForm key={companyId} companyId={companyId} initial={licence.data!} />}
    </LoadState>
  );
}

function LicenceForm({ companyId, initial }: { companyId: string; initial: CompanyLicence }) {
  const { t } = useTranslation('operator');
  const [draft, setDraft] = useState(() => draftOf(initial));
  const update = useUpdateCompanyLicence(companyId);
  const change = (patch: Partial<UpdateCompanyLicenceRequest>) => setDraft((current) => ({ ...current, ...patch }));
  // Three choices side by side do not fit a phone's width; there they stand one above the other.
  const phone = useMediaQuery('(max-width: 48em)') === true;
  const orientation = phone ? 'vertical' : 'horizontal';
  const datesInOrder = !draft.cutOffDate || !draft.churnDate || draft.cutOffDate <= draft.churnDate;

  const save = () =>
    update.mutate(draft, {
      onSuccess: (result) => {
        notifySuccess(t('licence.saved'));
        if (result.removedMobilityTypes > 0) {
          notifyInfo(
            t('licence.typesRemoved', { types: result.removedMobilityTypes, groups: result.budgetGroupsChanged }),
            { autoClose: 10_000 },
          );
        }
      },
    });
  const confirmAndSave = () => {
    if (draft.package !== 'UNLIMITED' || initial.package === 'UNLIMITED') return save();
    modals.openConfirmModal({
      title: t('licence.unlimitedTitle'),
      children: t('licence.unlimitedText'),
      labels: { confirm: t('licence.unlimitedConfirm'), cancel: t('form.cancel') },
      confirmProps: { color: 'danger' },
      onConfirm: save,
    });
  };

  return (
    <Stack maw={760} gap="lg">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('licence.title')}
          </Title>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="benefit-label">
              {t('licence.benefit')}
            </Text>
            <SegmentedControl
              orientation={orientation}
              fullWidth
              aria-labelledby="benefit-label"
              value={draft.benefit ?? none}
              onChange={(value) => change({ benefit: value === none ? null : (value as 'LIGHT' | 'PROFESSIONAL') })}
              data={(['none', 'LIGHT', 'PROFESSIONAL'] as const).map((value) => ({
                value: value === 'none' ? none : value,
                label: t(`licence.benefits.${value}`),
              }))}
            />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="germany-ticket-label">
              {t('licence.germanyTicket')}
            </Text>
            <SegmentedControl
              orientation={orientation}
              fullWidth
              aria-labelledby="germany-ticket-label"
              value={draft.germanyTicket ?? none}
              onChange={(value) => change({ germanyTicket: value === none ? null : (value as 'LIMITED' | 'FULL') })}
              data={(['none', 'LIMITED', 'FULL'] as const).map((value) => ({
                value: value === 'none' ? none : value,
                label: t(`licence.germanyTickets.${value}`),
              }))}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {flagNames.map((name) => (
              <Switch
                key={name}
                label={t(`licence.flags.${name}`)}
                checked={draft[name]}
                onChange={(event) => change({ [name]: event.currentTarget.checked })}
              />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              label={t('licence.cutOffDate')}
              description={t('licence.cutOffHint')}
              value={draft.cutOffDate}
              onChange={(value) => change({ cutOffDate: value })}
              clearable
            />
            <DateField
              label={t('licence.churnDate')}
              value={draft.churnDate}
              onChange={(value) => change({ churnDate: value })}
              minDate={draft.cutOffDate ?? undefined}
              error={datesInOrder ? undefined : t('licence.datesOutOfOrder')}
              clearable
            />
          </SimpleGrid>
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4" id="package-label">
            {t('licence.package')}
          </Title>
          <SegmentedControl
            orientation={orientation}
            fullWidth
            aria-labelledby="package-label"
            value={draft.package}
            onChange={(value) => change({ package: value as 'STANDARD' | 'UNLIMITED' })}
            data={[
              { value: 'STANDARD', label: t('licence.packages.STANDARD') },
              { value: 'UNLIMITED', label: t('licence.packages.UNLIMITED') },
            ]}
          />
          <Text size="sm" c="dimmed">
            {t('licence.packageHint')}
          </Text>
        </Stack>
      </Paper>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setDraft(draftOf(initial))}>
          {t('form.reset')}
        </Button>
        <Button onClick={confirmAndSave} loading={update.isPending} disabled={!datesInOrder}>
          {t('form.save')}
        </Button>
      </Group>
    </Stack>
  );
}
