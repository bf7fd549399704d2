import type { Expense, ManagementPeriod } from '@mobilo/contract';
import { Stack, Text, Title } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { LoadState } from '../../../../components/load-state';
import { paths } from '../../../../config/paths';
import { useManagementPeriods } from '../../api/get-management-periods';
import type { PeriodActionsProps } from '../period-actions/period-actions';
import { ManagementPeriodCard, type ManagementPeriodCardProps } from './management-period-card';
import { defaultPeriodView, expandsOnLoad, type PeriodView } from './management-table-model';
import '../../management-texts';

export interface ManagementOutletContext {
  /** A period card's filter, sort and page: the detail pages through the same list. */
  viewOf: (period: string) => PeriodView;
  setView: (period: string, view: PeriodView) => void;
}

export interface ManagementPageProps {
  taxReportButton?: PeriodActionsProps['taxReportButton'];
  invoiceDialogHint?: PeriodActionsProps['invoiceDialogHint'];
  /** What an opened card of an invoiced month shows of its exports. */
  exportHistory?: ManagementPeriodCardProps['exportHistory'];
}

/** /management: one card per period, re-polled every 5 s; the detail opens on top as a route. */
export function ManagementPage({ taxReportButton, invoiceDialogHint, exportHistory }: ManagementPageProps) {
  const { t } = useTranslation('management');
  const navigate = useNavigate();
  const periods = useManagementPeriods();
  // Cards the user opened or closed; the others follow the rule for the first load.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const openedOnLoad = useRef<Record<string, boolean>>({});
  // Decided once per period: a card that a poll finds invoiced meanwhile does not snap shut.
  const openedAtFirst = (period: ManagementPeriod) =>
    (openedOnLoad.current[period.periodString] ??= expandsOnLoad(period));
  const [views, setViews] = useState<Record<string, PeriodView>>({});
  const viewOf = useCallback((period: string) => views[period] ?? defaultPeriodView, [views]);
  const setView = useCallback(
    (period: string, view: PeriodView) => setViews((all) => ({ ...all, [period]: view })),
    [],
  );
  const open = (expense: Expense) => void navigate(paths.management.detail.href(expense.id));

  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <LoadState
        size="block"
        isPending={periods.isPending}
        isError={periods.isError}
        onRetry={() => void periods.refetch()}
      >
        {() =>
          periods.data!.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('noPeriod')}
            </Text>
          ) : (
            periods.data!.map((period) => (
              <ManagementPeriodCard
                key={period.periodString}
                period={period}
                opened={toggled[period.periodString] ?? openedAtFirst(period)}
                onToggle={(opened) => setToggled((all) => ({ ...all, [period.periodString]: opened }))}
                view={viewOf(period.periodString)}
                onView={(view) => setView(period.periodString, view)}
                onOpen={open}
                taxReportButton={taxReportButton}
                invoiceDialogHint={invoiceDialogHint}
                exportHistory={exportHistory}
              />
            ))
          )
        }
      </LoadState>
      <Outlet context={{ viewOf, setView } satisfies ManagementOutletContext} />
    </Stack>
  );
}
