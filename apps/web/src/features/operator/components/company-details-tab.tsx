import { Button, Group, Paper, Stack } from '@mantine/core';
import type { OperatorCompany } from '@mobilo/contract';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyValueGrid } from '../../../components/key-value-grid';
import { useFormat } from '../../../lib/format';
import { CompanyEditPanel } from './company-edit-panel';
import '../operator-texts';

/** The Details tab (legacy): the company's data, edited in a side panel. */
export function CompanyDetailsTab({ company }: { company: OperatorCompany }) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const [editing, setEditing] = useState(false);
  const yes = (value: boolean) => t(value ? 'filters.yes' : 'filters.no');

  return (
    <Stack maw={760} gap="md">
      <Paper withBorder p="lg" radius="md">
        <KeyValueGrid
          align="left"
          data-testid="company-details"
          rows={[
            [t('company.fields.name'), company.name],
            [t('company.fields.createdDate'), f.date(company.createdDate)],
            [t('company.fields.defaultUserType'), t(`userTypes.${company.defaultUserType}`)],
            [t('company.fields.defaultLanguage'), t(`languages.${company.defaultLanguage}`)],
            [t('company.fields.country'), f.country(company.country)],
            [t('company.fields.currency'), company.currency],
            [t('company.fields.reseller'), company.reseller ?? '–'],
            [t('company.fields.domains'), company.domains.length > 0 ? company.domains.join(', ') : '–'],
            [t('licence.package'), t(`licence.packages.${company.package}`)],
            [
              t('company.fields.periods'),
              company.latestPeriod
                ? t('company.periodsUntil', { count: company.periodsCount, until: f.period(company.latestPeriod) })
                : '–',
            ],
            [t('company.fields.isTrialAccount'), yes(company.isTrialAccount)],
            [t('company.fields.isInternal'), yes(company.isInternal)],
            [t('company.fields.isPersonioActive'), yes(company.isPersonioActive)],
            [
              t('company.fields.mobilityBoxApiKey'),
              t(
                `company.apiKey.${company.mobilityBoxApiKeySet === null ? 'unknown' : company.mobilityBoxApiKeySet ? 'set' : 'notSet'}`,
              ),
            ],
          ]}
        />
      </Paper>
      <Group>
        <Button leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
          {t('company.edit')}
        </Button>
      </Group>
      <CompanyEditPanel company={company} opened={editing} onClose={() => setEditing(false)} />
    </Stack>
  );
}
