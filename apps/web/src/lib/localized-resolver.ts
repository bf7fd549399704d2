import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { i18n } from './i18n';

/** The short keys the contract's schemas use as messages, and the sentence each stands for. */
const messageKeys: Record<string, string> = {
  money: 'money',
  negative: 'negative',
  budgetGroupBudgetInvalid: 'money',
  originalCost: 'money',
  passwordRegex: 'password',
  supportPassword: 'supportPassword',
  domain: 'domain',
  domains: 'domains',
  reseller: 'reseller',
  currency: 'currency',
  country: 'country',
  churnDate: 'churnDate',
  timezone: 'choose',
  colour: 'colour',
  'required for OTHER': 'commentRequired',
};

/** A field error as a sentence of the current language: the schema's own key, else its kind. */
export function validationText(error: Pick<FieldError, 'type' | 'message'>): string {
  const t = (key: string) => i18n.t(`validation.${key}` as 'validation.invalid', { ns: 'common' });
  const message = error.message ?? '';
  if (messageKeys[message]) return t(messageKeys[message]);
  switch (error.type) {
    case 'too_small':
      return /(>=1|at least 1) character/.test(message) ? t('required') : t('tooShort');
    case 'too_big':
      return t('tooLong');
    case 'invalid_format':
      return /email/i.test(message) ? t('email') : t('format');
    case 'invalid_type':
      return t('required');
    case 'invalid_value':
      return t('choose');
    default:
      return t('invalid');
  }
}

function translate(errors: FieldErrors): FieldErrors {
  const translated: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const error = value as FieldError & Record<string, unknown>;
    translated[name] =
      typeof error.type === 'string'
        ? { ...error, message: validationText(error) }
        : translate(error as unknown as FieldErrors);
  }
  return translated as FieldErrors;
}

/**
 * A resolver whose field errors read as sentences in the user's language, whatever the schema
 * said ("Too small: expected string to have >=1 characters", "money").
 */
export function localizedResolver<Input extends FieldValues, Context, Output>(
  resolver: Resolver<Input, Context, Output>,
): Resolver<Input, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    return { ...result, errors: translate(result.errors) } as Awaited<ReturnType<typeof resolver>>;
  };
}
