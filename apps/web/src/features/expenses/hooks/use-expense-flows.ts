import { useRef, useState } from 'react';
import {
  type Expense,
  type FormStatus,
  needsRailCardConfirmation,
  type NumberFormat,
  type SaveExpenseRequest,
} from '@mobilo/contract';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useChangeExpenseStatus } from '../api/change-expense-status';
import { useDeleteExpense } from '../api/delete-expense';
import { useDeleteExpenseFile, useUploadExpenseFile } from '../api/expense-file';
import { useCreateExpense, useUpdateExpense } from '../api/save-expense';
import { isNoConnection, isStorageFull } from '../queue/queued-expense';
import { useQueueActions } from '../queue/use-expense-queue';
import { ActionKeys } from './action-keys';
import { confirm } from './confirm';
import { type ExpenseFormValues, toSaveRequest } from './expense-form-rules';
import '../expenses-texts';

export interface SaveInput {
  values: ExpenseFormValues;
  status: FormStatus;
  isValid: boolean;
  submit: boolean;
  numberFormat: NumberFormat;
  /** A new receipt to upload, or 'remove' to delete the stored one. */
  file: File | 'remove' | null;
  /** The version of the expense the form was filled from (null when creating). */
  readVersion: number | null;
}

const success = (message: string) => notifications.show({ color: 'success', message, autoClose: 5000 });

/**
 * The employee flows of spec §4: create -> upload -> submit, and save with its confirmations.
 * `save` answers the saved expense's id and whether its receipt change failed, or null when
 * nothing was saved. A create without a connection waits in the browser's queue instead
 * (docs/adr/0028); `queuedId` names the waiting item the form was opened from, which the save
 * replaces.
 */
export function useExpenseFlows(expense: Expense | null, queuedId?: string) {
  const { t } = useTranslation('expenses');
  const create = useCreateExpense();
  const update = useUpdateExpense(expense?.periodString);
  const upload = useUploadExpenseFile();
  const removeFile = useDeleteExpenseFile();
  const status = useChangeExpenseStatus();
  const remove = useDeleteExpense();
  const keys = useRef(new ActionKeys()).current;
  const queue = useQueueActions();

  const invalid = () => {
    notifications.show({ id: 'invalid-form', color: 'danger', message: t('notices.invalidForm'), autoClose: 5000 });
    return null;
  };

  async function confirmations(input: SaveInput): Promise<boolean> {
    const tripToWork = input.values.purpose === null ? null : input.values.purpose === 'work';
    if (needsRailCardConfirmation(input.values.mobilityType, tripToWork) && !(await confirm('confirm.railCardText')))
      return false;
    if (expense?.status === 'SUBMITTED' && input.status === 'INCOMPLETE' && !(await confirm('confirm.incompleteText')))
      return false;
    return true;
  }

  /** Uploads or removes the receipt; a failure keeps the stored one (the server guarantees it). */
  async function applyFile(id: string, file: SaveInput['file']): Promise<boolean> {
    try {
      if (file instanceof File) await upload.mutateAsync({ id, file, idempotencyKey: keys.forUpload(id, file) });
      if (file === 'remove') await removeFile.mutateAsync(id);
      return true;
    } catch {
      return false;
    }
  }

  // A save runs several calls one after the other (save, receipt, submit); the buttons stay busy
  // for the whole of it, not only while one call is on its way, so nothing is sent twice.
  const [saving, setSaving] = useState(false);
  // A second click before the buttons re-render must not start a second save.
  const savingNow = useRef(false);

  async function save(input: SaveInput): Promise<{ id: string; fileFailed: boolean } | null> {
    if (!input.isValid) return invalid();
    if (savingNow.current) return null;
    savingNow.current = true;
    setSaving(true);
    try {
      return await saveSteps(input);
    } finally {
      savingNow.current = false;
      setSaving(false);
    }
  }

  /** Keeps the expense in the browser until it can be sent; a full storage keeps the form filled. */
  async function queueCreate(input: SaveInput, body: SaveExpenseRequest, createKey: string) {
    try {
      const file = input.file instanceof File ? input.file : null;
      const item = await queue.enqueue({ body, values: input.values, file, submit: input.submit, createKey });
      if (queuedId) await queue.discard(queuedId);
      notifications.show({ color: 'info', message: t('queue.queued'), autoClose: 5000 });
      return { id: item.id, fileFailed: false };
    } catch (error) {
      const message = t(isStorageFull(error) ? 'queue.storageFull' : 'queue.notStored');
      notifications.show({ color: 'danger', message, autoClose: false });
      return null;
    }
  }

  /** The create, or null when it went to the queue or was refused (the refusal is announced). */
  async function createOnline(input: SaveInput, body: SaveExpenseRequest) {
    const idempotencyKey = keys.forCreate(body);
    if (!navigator.onLine) return { queued: await queueCreate(input, body, idempotencyKey) };
    try {
      const created = await create.mutateAsync({ body, idempotencyKey });
      if (queuedId) await queue.discard(queuedId);
      return { created };
    } catch (error) {
      // No answer: the same key goes with the queued item, so a create that did arrive stays one.
      if (isNoConnection(error)) return { queued: await queueCreate(input, body, idempotencyKey) };
      // The query client has announced the refusal; the dialog stays open.
      return { queued: null };
    }
  }

  async function saveSteps(input: SaveInput): Promise<{ id: string; fileFailed: boolean } | null> {
    if (!(await confirmations(input))) return null;
    const body = toSaveRequest(input.values, input.numberFormat);
    let created: Expense | undefined;
    if (!expense) {
      const outcome = await createOnline(input, body);
      if (!('created' in outcome)) return outcome.queued;
      created = outcome.created;
    }
    try {
      const saved = expense
        ? await update.mutateAsync({ id: expense.id, version: input.readVersion ?? expense.version, body })
        : created;
      if (!saved) return null;
      const fileApplied = await applyFile(saved.id, input.file);
      if (!fileApplied) notifications.show({ color: 'warning', message: t('notices.uploadFailed'), autoClose: 5000 });
      if (input.submit && fileApplied && saved.status !== 'SUBMITTED') {
        await status.mutateAsync({ id: saved.id, action: 'submit' });
        success(t('notices.submitted'));
      } else {
        success(t(expense ? 'notices.updated' : 'notices.created'));
      }
      return { id: saved.id, fileFailed: !fileApplied };
    } catch {
      // The query client has announced the error; the dialog stays open.
      return null;
    }
  }

  async function deleteExpense(): Promise<boolean> {
    if (!expense || !(await confirm('confirm.deleteText'))) return false;
    try {
      await remove.mutateAsync(expense);
      success(t('notices.deleted'));
      return true;
    } catch {
      return false;
    }
  }

  async function changeStatus(action: 'submit' | 'withdraw'): Promise<boolean> {
    if (!expense) return false;
    try {
      await status.mutateAsync({ id: expense.id, action });
      success(t(action === 'submit' ? 'notices.submitted' : 'notices.withdrawn'));
      return true;
    } catch {
      return false;
    }
  }

  const busy =
    saving ||
    create.isPending ||
    update.isPending ||
    upload.isPending ||
    removeFile.isPending ||
    status.isPending ||
    remove.isPending;
  return { save, deleteExpense, changeStatus, busy };
}
