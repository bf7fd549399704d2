import { zodResolver } from '@hookform/resolvers/zod';
import { markerNoteFormSchema, type ReviewExpense } from '@mobilo/contract';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useRevealInvalidField } from '../../../../lib/form-errors';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notifySuccess } from '../../../../lib/notify';
import { useSaveMarkerNote } from '../../api/save-marker-note';
import '../../audit-texts';

export interface MarkerNoteDialogProps {
  /** The expense whose note is edited; the dialog is closed while null. */
  expense: Pick<ReviewExpense, 'id' | 'version' | 'periodString' | 'markerNote'> | null;
  onClose: () => void;
  onSaved?: (expense: ReviewExpense) => void;
}

type MarkerNoteValues = z.input<typeof markerNoteFormSchema>;

/** What saving a note does: an unchanged note just closes, an empty one deletes the stored note. */
export function markerNoteChange(stored: string | null, typed: string): 'none' | 'delete' | 'save' {
  const next = typed.trim();
  if (next === (stored ?? '').trim()) return 'none';
  return next === '' ? 'delete' : 'save';
}

export function MarkerNoteDialog({ expense, onClose, onSaved }: MarkerNoteDialogProps) {
  const { t } = useTranslation('audit');
  const save = useSaveMarkerNote();
  const form = useForm<MarkerNoteValues>({
    defaultValues: { markerNote: '' },
    resolver: zodResolver(markerNoteFormSchema),
  });
  const formRef = useRevealInvalidField(form);
  const stored = expense?.markerNote ?? null;

  useEffect(() => {
    if (expense) form.reset({ markerNote: expense.markerNote ?? '' });
  }, [expense, form]);

  const submit = form.handleSubmit(async ({ markerNote }) => {
    if (!expense) return;
    const change = markerNoteChange(stored, markerNote);
    if (change === 'none') return onClose();
    try {
      const saved = await save.mutateAsync({
        id: expense.id,
        version: expense.version,
        note: change === 'delete' ? '' : markerNote.trim(),
      });
      notifySuccess(t(change === 'delete' ? 'notices.markerNoteDeleted' : 'notices.markerNoteSaved'));
      onClose();
      onSaved?.(saved);
    } catch {
      // Announced by the query client; the dialog stays open.
    }
  });

  return (
    <Modal
      opened={expense !== null}
      onClose={onClose}
      title={t('markerNote.title')}
      transitionProps={{ duration: 150 }}
    >
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('markerNote.label')}
            description={t('markerNote.hint')}
            rows={4}
            data-autofocus
            {...form.register('markerNote')}
            error={form.formState.errors.markerNote ? t('markerNote.invalid') : undefined}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
