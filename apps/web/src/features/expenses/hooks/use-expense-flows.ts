import { useRef, useState } from 'react';
import { type Expense, type FormStatus, needsRailCardConfirmation, type NumberFormat } from '@mobilo/contract';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useChangeExpenseStatus } from '../api/change-expense-status';
import { useDeleteExpense } from '../api/delete-expense';
import { useDeleteExpenseFile, useUploadExpenseFile } from '../api/expense-file';
import { useCreateExpense, useUpdateExpense } from '../api/save-expense';
import { ActionKeys } from './action-keys';
import { confirm } from './confirm';
import { type ExpenseFormValues, toSaveRequest } from './expense-form-rules';

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
 * nothing was saved.
 */
export function useExpenseFlows(expense: Expense | null) {
  const { t } = useTranslation('expenses');
  const create = useCreateExpense();
  const update = useUpdateExpense(expense?.periodString);
  const upload = useUploadExpenseFile();
  const removeFile = useDeleteExpenseFile();
  const status = useChangeExpenseStatus();
  const remove = useDeleteExpense();
  const keys = useRef(new ActionKeys()).current;

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

  async function saveSteps(input: SaveInput): Promise<{ id: string; fileFailed: boolean } | null> {
    if (!(await confirmations(input))) return null;
    const body = toSaveRequest(input.values, input.numberFormat);
    try {
      const saved = expense
        ? await update.mutateAsync({ id: expense.id, version: input.readVersion ?? expense.version, body })
        : await create.mutateAsync({ body, idempotencyKey: keys.forCreate(body) });
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
