import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { taxBudgetTypes, type TaxBudgetType, type TaxModule } from '@mobilo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { useTaxModules } from '../api/get-tax-modules';
import '../tax-modules-texts';
import { LegalFiguresPanel } from './legal-figures-panel';
import { ReadOnlyModuleCard } from './read-only-module-card';
import { TaxModuleCard } from './tax-module-card';

const isBucket = (module: TaxModule): module is TaxModule & { kind: TaxBudgetType } =>
  module.isEditable && (taxBudgetTypes as readonly string[]).includes(module.kind);

/** The years offered: a few back for corrections of old months, and the next one for January's export. */
function yearChoices(thisYear: number): string[] {
  return Array.from({ length: 5 }, (_, index) => String(thisYear + 1 - index));
}

/** /tax-modules: every way the company's benefits reach payroll, and the year's legal figures. */
export function TaxModulesPage() {
  const { t } = useTranslation('tax-modules');
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const modules = useTaxModules(year);

  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4} maw={720}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        <Select
          label={t('year')}
          w={120}
          allowDeselect={false}
          data={yearChoices(thisYear)}
          value={String(year)}
          onChange={(next) => next && setYear(Number(next))}
        />
      </Group>
      <LoadState
        isPending={modules.isPending}
        isError={modules.isError}
        onRetry={() => void modules.refetch()}
        errorText={t('loadFailed')}
        retryText={t('retry')}
      >
        {() => {
          const data = modules.data!;
          return (
            <Stack gap="lg">
              <LegalFiguresPanel year={data.year} figures={data.legalFigures} />
              <Title order={2} size="h3">
                {t('modules')}
              </Title>
              {data.modules.map((module) =>
                isBucket(module) ? (
                  <TaxModuleCard
                    key={module.kind}
                    module={module}
                    netWageGroups={data.netWage.budgetGroupsWithNetWageTypes}
                  />
                ) : (
                  <ReadOnlyModuleCard key={module.kind} module={module} />
                ),
              )}
            </Stack>
          );
        }}
      </LoadState>
    </Stack>
  );
}
