import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  deactivateUserRequestSchema,
  deactivationReasons,
  type DeactivateUserRequest,
  type DeactivationReason,
} from '@mobilo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DeactivateDialogProps {
  name: string;
  pending: boolean;
  onClose: () => void;
  onSubmit: (body: DeactivateUserRequest) => void;
}

/** A reason is required; OTHER needs a comment. A later date schedules the deactivation. */
export function DeactivateDialog({ name, pending, onClose, onSubmit }: DeactivateDialogProps) {
  const { t } = useTranslation('users');
  const [reason, setReason] = useState<DeactivationReason>('LEFT_COMPANY');
  const [comment, setComment] = useState('');
  const [date, setDate] = useState('');
  const body: DeactivateUserRequest = { reason, comment: comment.trim() || null, date: date || null };
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
          <TextInput
            label={t('deactivate.date')}
            type="date"
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
          />
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
