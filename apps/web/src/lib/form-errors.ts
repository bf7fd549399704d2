import type { ErrorCode } from '@mobilo/contract';
import { useEffect, useRef } from 'react';
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

/** Mantine marks an input with an error as aria-invalid; fields without an input show the error text. */
const invalidSelector = '[aria-invalid="true"], .mantine-InputWrapper-error';

/**
 * After a submit that failed, whether the form's own rules or the server refused it: the first
 * invalid field is scrolled to the middle of the screen (clear of the toasts at the top of a
 * phone and of the form's buttons) and gets the focus, so the user reads its message at once.
 * Returns the ref for the `<form>` element. A form that checks its values by its own rules rather
 * than react-hook-form's says whether they failed (`invalid`).
 */
export function useRevealInvalidField<T extends FieldValues>(
  form: UseFormReturn<T>,
  options: { invalid?: boolean } = {},
) {
  const ref = useRef<HTMLFormElement>(null);
  const revealedSubmit = useRef(0);
  const { submitCount, errors } = form.formState;
  const invalid = options.invalid ?? Object.keys(errors).length > 0;
  useEffect(() => {
    // Once per submit: typing into a field afterwards must not pull the page back.
    if (!invalid || submitCount === revealedSubmit.current) return;
    revealedSubmit.current = submitCount;
    const found = ref.current?.querySelector<HTMLElement>(invalidSelector);
    if (!found) return;
    const field = found.matches('input, textarea, select, button, [tabindex]')
      ? found
      : (found.closest('.mantine-InputWrapper-root')?.querySelector<HTMLElement>('input, textarea, button') ?? found);
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
  }, [invalid, submitCount]);
  return ref;
}
