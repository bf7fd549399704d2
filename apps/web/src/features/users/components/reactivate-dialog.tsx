import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import type { ManagedUser, ReactivateUserRequest, ReactivationScope } from '@mobilo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import '../users-texts';

interface ReactivateDialogProps {
  user: ManagedUser;
  pending: boolean;
  onClose: () => void;
  onSubmit: (body: ReactivateUserRequest) => void;
}

/** Offers only what is switched off: the account, the budget, or both. */
export function ReactivateDialog({ user, pending, onClose, onSubmit }: ReactivateDialogProps) {
  const { t } = useTranslation('users');
  const accountOff = user.status === 'DEACTIVATED';
  const budgetOff = !user.isBudgetActive;
  const scopes: ReactivationScope[] = [
    ...(accountOff ? (['ACCOUNT'] as const) : []),
    ...(budgetOff ? (['BUDGET'] as const) : []),
    ...(accountOff && budgetOff ? (['BOTH'] as const) : []),
  ];
  const [scope, setScope] = useState<ReactivationScope>(scopes.at(-1) ?? 'BOTH');
  const [date, setDate] = useState<string | null>(null);

  return (
    <Modal opened onClose={onClose} title={t('reactivate.title', { name: `${user.firstName} ${user.lastName}` })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit({ scope, date });
        }}
      >
        <Stack>
          <Radio.Group
            label={t('reactivate.scope')}
            value={scope}
            onChange={(value) => setScope(value as ReactivationScope)}
          >
            <Stack gap="xs" mt="xs">
              {scopes.map((value) => (
                <Radio key={value} value={value} label={t(`reactivate.scopes.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <DateField label={t('reactivate.date')} value={date} onChange={setDate} clearable />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" color="success" loading={pending}>
              {t('reactivate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
