import { Button, Group, Modal, Radio, Select, Stack, Textarea } from '@mantine/core';
import {
  deactivateUserRequestSchema,
  deactivationReasons,
  type DeactivateUserRequest,
  type DeactivationReason,
  type ManagedUser,
  type ReactivationScope,
} from '@mobilo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import '../users-texts';

interface DeactivateDialogProps {
  name: string;
  /** What is still on: only that is offered to switch off. */
  target: Pick<ManagedUser, 'status' | 'isBudgetActive'>;
  pending: boolean;
  onClose: () => void;
  onSubmit: (body: DeactivateUserRequest) => void;
}

/**
 * The account (no more sign-in), the budget (no more expenses) or both; a reason is required and
 * OTHER needs a comment. A later date schedules the deactivation.
 */
export function DeactivateDialog({ name, target, pending, onClose, onSubmit }: DeactivateDialogProps) {
  const { t } = useTranslation('users');
  const accountOn = target.status !== 'DEACTIVATED';
  const budgetOn = target.isBudgetActive;
  const scopes: ReactivationScope[] = [
    ...(accountOn && budgetOn ? (['BOTH'] as const) : []),
    ...(accountOn ? (['ACCOUNT'] as const) : []),
    ...(budgetOn ? (['BUDGET'] as const) : []),
  ];
  const [scope, setScope] = useState<ReactivationScope>(scopes[0] ?? 'BOTH');
  const [reason, setReason] = useState<DeactivationReason>('LEFT_COMPANY');
  const [comment, setComment] = useState('');
  const [date, setDate] = useState<string | null>(null);
  const body: DeactivateUserRequest = { reason, scope, comment: comment.trim() || null, date };
  const valid = deactivateUserRequestSchema.safeParse(body).success;

  return (
    <Modal opened onClose={onClose} title={t('deactivate.title', { name })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onSubmit(body);
        }}
      >
        <Stack>
          {scopes.length > 1 && (
            <Radio.Group
              label={t('deactivate.scope')}
              value={scope}
              onChange={(value) => setScope(value as ReactivationScope)}
            >
              <Stack gap="xs" mt="xs">
                {scopes.map((value) => (
                  <Radio key={value} value={value} label={t(`deactivate.scopes.${value}`)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          <Select
            label={t('deactivate.reason')}
            allowDeselect={false}
            data={deactivationReasons.map((value) => ({ value, label: t(`deactivate.reasons.${value}`) }))}
            value={reason}
            onChange={(value) => setReason((value ?? 'OTHER') as DeactivationReason)}
          />
          <Textarea
            label={t('deactivate.comment')}
            required={reason === 'OTHER'}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            error={reason === 'OTHER' && comment.trim() === '' ? t('deactivate.commentRequired') : undefined}
          />
          <DateField label={t('deactivate.date')} value={date} onChange={setDate} clearable />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" color="warning" loading={pending} disabled={!valid}>
              {t('deactivate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
