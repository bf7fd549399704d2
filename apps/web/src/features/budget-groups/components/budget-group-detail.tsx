import { ActionIcon, Divider, Drawer, Group, Menu, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { AllowedMobilityTypes, BudgetGroup, TripPurpose, UpdateBudgetGroupRequest } from '@mobilo/contract';
import { IconCopy, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useAssignUsers } from '../api/assign-users';
import { useRemoveUser } from '../api/remove-user';
import { useUpdateBudgetGroup } from '../api/update-budget-group';
import { useReloadable } from '../../../lib/changed-meanwhile';
import { useFormat } from '../../../lib/format';
import { AssignUsersDialog } from './assign-users-dialog';
import { BudgetDialog, IntervalDialog, MobilityTypesDialog } from './edit-dialogs';
import { GroupMembers } from './group-members';
import { GroupNameEditor } from './group-name-editor';
import { MobilityListView } from './mobility-list-view';
import '../../../lib/texts/budget-groups-texts';

type Dialog =
  { kind: 'budget' } | { kind: 'interval' } | { kind: 'types'; purpose: TripPurpose } | { kind: 'assign' } | null;

interface BudgetGroupDetailProps {
  group: BudgetGroup;
  allowed: AllowedMobilityTypes;
  currency: string;
  personioActive: boolean;
  onClose: () => void;
  onDuplicate: (group: BudgetGroup) => void;
  onDelete: (group: BudgetGroup) => void;
}

/** The slide-in panel of one group with its dialogs. */
export function BudgetGroupDetail({
  group,
  allowed,
  currency,
  personioActive,
  onClose,
  onDuplicate,
  onDelete,
}: BudgetGroupDetailProps) {
  const { t } = useTranslation('budgetGroups');
  const format = useFormat();
  const [dialog, setDialog] = useState<Dialog>(null);
  const update = useUpdateBudgetGroup(group.id);
  const reloadable = useReloadable(group);
  const assign = useAssignUsers(group.id);
  const remove = useRemoveUser();
  const close = () => setDialog(null);

  // The dialogs save the lists one by one; each call answers the group as stored.
  const save = async (changes: UpdateBudgetGroupRequest[]) => {
    try {
      // Each field names the version the previous one's answer left.
      let version = reloadable.version ?? group.version;
      for (const change of changes) {
        const saved = await update.mutateAsync({ version, body: change });
        reloadable.took(saved);
        version = saved.version;
      }
      notifySuccess(t('notices.saved'));
      close();
    } catch {
      // the query client has shown the error
    }
  };

  const confirmRemove = (user: BudgetGroup['users'][number]) => {
    const name = `${user.firstName} ${user.lastName}`;
    modals.openConfirmModal({
      title: t('dialogs.removeTitle'),
      children: <Text size="sm">{t('dialogs.removeText', { name, group: group.name })}</Text>,
      labels: { confirm: t('dialogs.removeConfirm'), cancel: t('detail.cancel') },
      confirmProps: { color: 'danger' },
      onConfirm: () => remove.mutate(user.id),
    });
  };

  const list = (name: keyof BudgetGroup & `${string}MobilityTypes`, purpose?: TripPurpose) => (
    <MobilityListView
      title={t(`lists.${name}`)}
      types={group[name]}
      onEdit={purpose ? () => setDialog({ kind: 'types', purpose }) : undefined}
    />
  );

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={t('detail.title')}
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <GroupNameEditor
            name={group.name}
            pending={update.isPending}
            onSave={(newName) => void save([{ newName }])}
          />
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon variant="default" aria-label={t('detail.menu')}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => onDuplicate(group)}>
                {t('detail.duplicate')}
              </Menu.Item>
              <Menu.Item color="danger" leftSection={<IconTrash size={16} />} onClick={() => onDelete(group)}>
                {t('detail.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Field
          label={t('detail.budget', { month: format.monthYear(new Date()) })}
          value={format.money(group.budget, currency)}
          editLabel={t('dialogs.budgetTitle')}
          onEdit={() => setDialog({ kind: 'budget' })}
        />
        <Field
          label={t('interval.label')}
          value={`${t(`interval.${group.overflowIntervalKey}`)}${group.overflowInterval.length > 0 ? ` (${group.overflowInterval.map(format.monthName).join(', ')})` : ''}`}
          editLabel={t('dialogs.intervalTitle')}
          onEdit={() => setDialog({ kind: 'interval' })}
        />
        <Divider />
        {list('companyMobilityTypes', 'company')}
        {list('privateMobilityTypes', 'private')}
        {allowed.netWageAvailable && (
          <>
            {list('companyNetWageMobilityTypes', 'company')}
            {list('abroadCompanyNetWageMobilityTypes', 'company')}
            {list('privateNetWageMobilityTypes', 'private')}
            {list('abroadPrivateNetWageMobilityTypes', 'private')}
          </>
        )}
        <Divider />
        <GroupMembers
          group={group}
          personioActive={personioActive}
          onAdd={() => setDialog({ kind: 'assign' })}
          onRemove={confirmRemove}
        />
      </Stack>
      {dialog?.kind === 'budget' && (
        <BudgetDialog
          key={reloadable.key}
          group={group}
          currency={currency}
          pending={update.isPending}
          onClose={close}
          onSave={save}
        />
      )}
      {dialog?.kind === 'interval' && (
        <IntervalDialog key={reloadable.key} group={group} pending={update.isPending} onClose={close} onSave={save} />
      )}
      {dialog?.kind === 'types' && (
        <MobilityTypesDialog
          key={reloadable.key}
          group={group}
          purpose={dialog.purpose}
          allowed={allowed}
          pending={update.isPending}
          onClose={close}
          onSave={save}
        />
      )}
      {dialog?.kind === 'assign' && (
        <AssignUsersDialog
          group={group}
          pending={assign.isPending}
          onClose={close}
          onAssign={(userIds) => assign.mutate(userIds, { onSuccess: close })}
        />
      )}
    </Drawer>
  );
}

function Field({
  label,
  value,
  editLabel,
  onEdit,
}: {
  label: string;
  value: string;
  editLabel: string;
  onEdit: () => void;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <div>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={600}>{value}</Text>
      </div>
      <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
        <IconPencil size={18} />
      </ActionIcon>
    </Group>
  );
}
