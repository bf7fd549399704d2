import { zodResolver } from '@hookform/resolvers/zod';
import { rejectExpenseRequestSchema, type ReviewExpense } from '@mobilo/contract';
import { Button, Group, Modal, Select, Stack, Textarea, Tooltip } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useRevealInvalidField } from '../../../../lib/form-errors';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notifySuccess } from '../../../../lib/notify';
import { useFormat } from '../../../../lib/format';
import { useRejectReasons } from '../../api/get-reject-reasons';
import { useRejectExpense } from '../../api/reject-expense';
import { useRejectManagementExpense } from '../../api/reject-management-expense';
import '../../audit-texts';

/** Which screen rejects: the audit screen and the management screen have a call each. */
export type RejectEndpoint = 'audit' | 'management';

export interface RejectDialogProps {
  /** The expense to reject; the dialog is closed while null. */
  expense: Pick<ReviewExpense, 'id' | 'version' | 'periodString'> | null;
  /** The audit screen's call or the management screen's. */
  endpoint: RejectEndpoint;
  onClose: () => void;
  /** After the server rejected it (the form is cleared and the dialog closes first). */
  onRejected?: (expense: ReviewExpense) => void;
  /** Spec §4, management: Z toggles the dialog, so Z closes it again unless it is typed into the comment. */
  closesOnZ?: boolean;
}

/** A key typed into a text the user writes belongs to that text. */
function typedIntoText(target: EventTarget): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !target.readOnly;
}

type RejectFormValues = z.input<typeof rejectExpenseRequestSchema>;

const empty = { rejectReason: '', rejectComment: '' } satisfies RejectFormValues;

/**
 * Reject with a required reason (in the user's language, by ranking) and an optional comment.
 * The Reject button stays disabled, with the reason as its tooltip, until a reason is chosen.
 */
export function RejectDialog({ expense, endpoint, onClose, onRejected, closesOnZ = false }: RejectDialogProps) {
  const { t } = useTranslation('audit');
  const f = useFormat();
  const reasons = useRejectReasons(expense !== null);
  const audit = useRejectExpense();
  const management = useRejectManagementExpense();
  const reject = endpoint === 'audit' ? audit : management;
  const form = useForm<RejectFormValues, unknown, z.output<typeof rejectExpenseRequestSchema>>({
    defaultValues: empty,
    resolver: zodResolver(rejectExpenseRequestSchema),
  });
  const formRef = useRevealInvalidField(form);
  const reason = form.watch('rejectReason');

  const close = () => {
    form.reset(empty);
    onClose();
  };
  const opened = expense !== null;
  useEffect(() => {
    if (!opened || !closesOnZ) return;
    const onKey = (event: KeyboardEvent) => {
      const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
      if (!plain || event.key.toLowerCase() !== 'z' || (event.target && typedIntoText(event.target))) return;
      event.preventDefault();
      form.reset(empty);
      onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [opened, closesOnZ, form, onClose]);
  const submit = form.handleSubmit(async (values) => {
    if (!expense) return;
    const comment = values.rejectComment ? values.rejectComment : null;
    try {
      const rejected = await reject.mutateAsync({
        id: expense.id,
        version: expense.version,
        body: { rejectReason: values.rejectReason, rejectComment: comment },
      });
      notifySuccess(t('notices.rejected'));
      close();
      onRejected?.(rejected);
    } catch {
      // The error has been announced; the dialog stays open for another try.
    }
  });

  const options = (reasons.data ?? []).map((r) => ({ value: r.id, label: r.description[f.language] }));
  const button = (
    <Button type="submit" color="danger" loading={reject.isPending} disabled={!reason} data-testid="reject-submit">
      {t('reject.submit')}
    </Button>
  );

  return (
    <Modal opened={expense !== null} onClose={close} title={t('reject.title')} transitionProps={{ duration: 150 }}>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="rejectReason"
            render={({ field }) => (
              <Select
                label={t('reject.reason')}
                placeholder={t('reject.reasonPlaceholder')}
                required
                data-autofocus
                data={options}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                allowDeselect={false}
                error={reasons.isError ? t('reject.reasonsFailed') : undefined}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Textarea label={t('reject.comment')} rows={4} autosize={false} {...form.register('rejectComment')} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={reject.isPending}>
              {t('actions.cancel')}
            </Button>
            {reason ? (
              button
            ) : (
              <Tooltip label={t('reject.reasonRequired')}>
                <span>{button}</span>
              </Tooltip>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
