import type { FieldError } from 'react-hook-form';
import { i18n } from '../../../lib/i18n';
import { validationText } from '../../../lib/localized-resolver';
import '../card-programme-texts';

/**
 * A field error as a sentence: the contract's own rules of the card programme (`payoutAmountInvalid`, …)
 * by this feature's texts, every other by the shared validation texts.
 */
export function fieldErrorText(area: 'lists' | 'plans', found: unknown): string | undefined {
  // An array's own rule is its error; otherwise the first of its items' errors speaks for it.
  const error = (Array.isArray(found) ? found.find(Boolean) : found) as FieldError | undefined;
  if (!error) return undefined;
  const key = `${area}.invalid.${error.message ?? ''}`;
  if (error.message && i18n.exists(key, { ns: 'card-programme' })) {
    return i18n.t(key as 'lists.name', { ns: 'card-programme' });
  }
  return error.type === 'server' || (error.message && !error.type) ? error.message : validationText(error);
}
