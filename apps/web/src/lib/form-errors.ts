import type { ErrorCode } from '@mobilo/contract';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts a server refusal on the form field it belongs to: INVALID_INPUT names the field
 * ("body.email"), other codes by the form's own table. Refusals of no field stay with the toast.
 */
export function showServerErrorOnField<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  message: string,
  fieldOfError: Partial<Record<ErrorCode, FieldPath<T>>>,
) {
  if (!isApiError(error)) return;
  const named = error.errorCode === 'INVALID_INPUT' ? error.parameter?.replace(/^body\./, '') : undefined;
  const field = (named as FieldPath<T> | undefined) ?? fieldOfError[error.errorCode];
  if (field) form.setError(field, { message });
}
