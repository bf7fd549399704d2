import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  type BudgetGroup,
  type CreateBudgetGroupRequest,
  mobilityListNames,
  type MobilityLists,
  mobilityTypes,
} from '@mobilo/contract';
import { IconInfoCircle, IconPlus, IconWallet } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadingIndicator, EmptyState } from '../../../components/load-state';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/auth-context';
import { notifySuccess } from '../../../lib/notify';
import { useCreateBudgetGroup } from '../api/create-budget-group';
import { useDeleteBudgetGroup } from '../api/delete-budget-group';
import { useAllowedMobilityTypes } from '../api/get-allowed-mobility-types';
import { useBudgetGroup } from '../api/get-budget-group';
import { useBudgetGroups } from '../api/list-budget-groups';
import { BudgetGroupDetail } from './budget-group-detail';
import { BudgetGroupFormModal } from './budget-group-form-modal';
import { BudgetGroupsTable } from './budget-groups-table';
import '../../../lib/texts/budget-groups-texts';

/** /settings/budget-groups, with the detail panel on /{id} and the create dialog on /new. */
export function BudgetGroupsPage({ creating = false }: { creating?: boolean }) {
  const { t } = useTranslation('budgetGroups');
  const navigate = useNavigate();
  const { budgetGroupId } = useParams();
  const user = useSessionUser();
  const groups = useBudgetGroups();
  const allowed = useAllowedMobilityTypes();
  const detail = useBudgetGroup(budgetGroupId);
  const create = useCreateBudgetGroup();
  const remove = useDeleteBudgetGroup();
  const toList = () => void navigate(paths.settings.budgetGroups.href());

  useEffect(() => {
    // The specification sends a failed detail to the employee screen.
    if (detail.isError) void navigate(paths.expenses.list.href(), { replace: true });
  }, [detail.isError, navigate]);

  if (groups.isPending || allowed.isPending) return <LoadingIndicator />;
  if (!groups.data || !allowed.data) return null;

  const submitCreate = (values: CreateBudgetGroupRequest) =>
    create.mutate(values, {
      onSuccess: (group) => {
        notifySuccess(t('notices.created', { name: group.name }));
        void navigate(paths.settings.budgetGroup.href(group.id));
      },
    });

  const duplicate = (group: BudgetGroup) => {
    const lists = Object.fromEntries(mobilityListNames.map((name) => [name, group[name]])) as MobilityLists;
    const name = `${group.name} ${t('form.copySuffix')}`.slice(0, 100);
    submitCreate({ name, budget: group.budget, overflowInterval: group.overflowInterval, ...lists });
  };

  const confirmDelete = (group: BudgetGroup) =>
    modals.openConfirmModal({
      title: t('dialogs.deleteTitle'),
      children: <Text size="sm">{t('dialogs.deleteText', { name: group.name, count: group.usersCount })}</Text>,
      labels: { confirm: t('dialogs.deleteConfirm'), cancel: t('detail.cancel') },
      confirmProps: { color: 'danger' },
      onConfirm: () =>
        remove.mutate(group.id, {
          onSuccess: ({ name }) => {
            notifySuccess(t('notices.deleted', { name }));
            toList();
          },
        }),
    });

  const count = groups.data.length;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t(count <= 1 ? 'list.titleSingular' : 'list.titlePlural', { count })}</Title>
        <Button
          leftSection={<IconPlus size={18} />}
          onClick={() => void navigate(paths.settings.newBudgetGroup.href())}
        >
          {t('list.new')}
        </Button>
      </Group>
      <Alert color="secondary" icon={<IconInfoCircle size={18} />}>
        {t('list.info')}
      </Alert>
      {count === 0 ? (
        <EmptyState icon={<IconWallet size={32} stroke={1.5} aria-hidden />} text={t('list.empty')} />
      ) : (
        <BudgetGroupsTable
          groups={groups.data}
          currency={user.company.currency}
          totalTypes={mobilityTypes.length}
          onOpen={(group) => void navigate(paths.settings.budgetGroup.href(group.id))}
        />
      )}
      {detail.data && (
        <BudgetGroupDetail
          group={detail.data}
          allowed={allowed.data}
          currency={user.company.currency}
          personioActive={user.company.isPersonioActive}
          onClose={toList}
          onDuplicate={duplicate}
          onDelete={confirmDelete}
        />
      )}
      {creating && (
        <BudgetGroupFormModal
          opened
          currency={user.company.currency}
          allowed={allowed.data}
          pending={create.isPending}
          onClose={toList}
          onSubmit={submitCreate}
        />
      )}
    </Stack>
  );
}
