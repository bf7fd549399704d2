import { Modal, Stack, Switch, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { localizedResolver } from '../../../lib/localized-resolver';
import { type RejectReason, type UpdateRejectReasonRequest, updateRejectReasonRequestSchema } from '@mobilo/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerErrorOnField, useRevealInvalidField } from '../../../lib/form-errors';
import { apiErrorMessage, notifySuccess, toApiErrorOrUnknown } from '../../../lib/notify';
import { useCreateRejectReason } from '../api/create-reject-reason';
import { useUpdateRejectReason } from '../api/update-reject-reason';
import { FormActions } from './operator-fields';
import '../operator-texts';

interface RejectReasonDialogProps {
  /** The reason to edit, "new" for a new one, null while closed. */
  reason: RejectReason | 'new' | null;
  onClose: () => void;
}

const empty: UpdateRejectReasonRequest = { description: { en: '', de: '' }, active: true };

/** Both texts and whether checkers may choose it; a new reason is ranked last. */
export function RejectReasonDialog({ reason, onClose }: RejectReasonDialogProps) {
  const { t } = useTranslation('operator');
  const create = useCreateRejectReason();
  const update = useUpdateRejectReason();
  const form = useForm<UpdateRejectReasonRequest>({
    resolver: localizedResolver(zodResolver(updateRejectReasonRequestSchema)),
    defaultValues: empty,
  });
  const formRef = useRevealInvalidField(form);
  useEffect(() => {
    if (reason) form.reset(reason === 'new' ? empty : { description: reason.description, active: reason.active });
  }, [reason, form]);
  const errors = form.formState.errors.description;

  const done = {
    onSuccess: () => {
      notifySuccess(t('reasons.saved'));
      onClose();
    },
    onError: (failure: unknown) =>
      showServerErrorOnField(form, failure, apiErrorMessage(toApiErrorOrUnknown(failure)), {
        REJECT_REASON_EXISTS: 'description.en',
      }),
  };
  const submit = form.handleSubmit((values) =>
    reason === 'new' ? create.mutate(values, done) : reason && update.mutate({ id: reason.id, body: values }, done),
  );

  return (
    <Modal
      opened={reason !== null}
      onClose={onClose}
      title={reason === 'new' ? t('reasons.newTitle') : t('reasons.editTitle')}
    >
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('reasons.columns.en')}
            required
            {...form.register('description.en')}
            error={errors?.en && (errors.en.message || t('form.required'))}
          />
          <TextInput
            label={t('reasons.columns.de')}
            required
            {...form.register('description.de')}
            error={errors?.de && (errors.de.message || t('form.required'))}
          />
          <Switch label={t('reasons.activeLabel')} {...form.register('active')} />
          <FormActions onCancel={onClose} pending={create.isPending || update.isPending} submitLabel={t('form.save')} />
        </Stack>
      </form>
    </Modal>
  );
}
