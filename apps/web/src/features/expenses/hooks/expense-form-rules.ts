import {
  type CombinedReceiptReading,
  deriveFormStatus,
  type Expense,
  type ExpenseOrigin,
  type ExpenseStatus,
  type FormStatus,
  fromCents,
  type MobilityType,
  type NumberFormat,
  parseLocalizedAmount,
  type SaveExpenseRequest,
  validateCostText,
  validateExpenseDate,
} from '@mobilo/contract';

export type Purpose = 'work' | 'private';

/** The employee form (spec §3 "Employee expense form"). */
export interface ExpenseFormValues {
  originalCostString: string;
  originalCurrency: string;
  exchangeRate: string;
  date: string | null;
  purpose: Purpose | null;
  mobilityType: MobilityType | null;
  origin: ExpenseOrigin;
  comment: string;
}

export type ExpenseFormField = keyof ExpenseFormValues;
export type ExpenseFormErrors = Partial<Record<ExpenseFormField, string>>;

export interface ExpenseFormContext {
  numberFormat: NumberFormat;
  companyCurrency: string;
  minDate: string | null;
  /** The end of the current month: no expense is billed in a month that has not started. */
  maxDate: string;
  companyTypes: readonly MobilityType[];
  privateTypes: readonly MobilityType[];
  allowedOrigins: readonly ExpenseOrigin[];
}

export function typesForPurpose(
  purpose: Purpose | null,
  context: Pick<ExpenseFormContext, 'companyTypes' | 'privateTypes'>,
): readonly MobilityType[] {
  if (purpose === null) return [];
  return purpose === 'work' ? context.companyTypes : context.privateTypes;
}

/** Error keys (translated by the form) per field, from the contract's rules. */
export function validateExpenseForm(values: ExpenseFormValues, context: ExpenseFormContext): ExpenseFormErrors {
  const errors: ExpenseFormErrors = {};
  const cost = validateCostText(values.originalCostString, context.numberFormat);
  if (cost) errors.originalCostString = cost;
  const date = validateExpenseDate(values.date, context.minDate, context.maxDate);
  if (date) errors.date = date;
  if (values.purpose === null) errors.purpose = 'purposeRequired';
  if (values.mobilityType === null || !typesForPurpose(values.purpose, context).includes(values.mobilityType)) {
    errors.mobilityType = 'typeRequired';
  }
  if (!context.allowedOrigins.includes(values.origin)) errors.origin = 'originRequired';
  if (
    values.originalCurrency !== context.companyCurrency &&
    values.exchangeRate !== '' &&
    !/^\d{1,6}([.,]\d{1,6})?$/.test(values.exchangeRate)
  ) {
    errors.exchangeRate = 'exchangeRateInvalid';
  }
  return errors;
}

/** Incomplete by default; ready when valid with every field and a file; submitted when already so. */
export function expenseFormStatus(
  values: ExpenseFormValues,
  errors: ExpenseFormErrors,
  hasFile: boolean,
  storedStatus: ExpenseStatus | null,
  companyCurrency: string,
): FormStatus {
  const isComplete =
    hasFile &&
    values.originalCostString.trim() !== '' &&
    values.originalCurrency !== '' &&
    values.date !== null &&
    values.purpose !== null &&
    values.mobilityType !== null &&
    // A foreign cost needs a rate to become a cost in the company currency.
    (values.originalCurrency === companyCurrency || values.exchangeRate !== '');
  return deriveFormStatus({ isValid: Object.keys(errors).length === 0, isComplete, storedStatus });
}

/** A decimal as people of the language write it: "1,072156" in German; parsing takes both. */
export function inFormat(decimal: string, format: NumberFormat): string {
  return format === 'de' ? decimal.replace('.', ',') : decimal;
}

export function formValuesOf(
  expense: Expense | null,
  today: string,
  companyCurrency: string,
  format: NumberFormat,
): ExpenseFormValues {
  if (!expense) {
    return {
      originalCostString: '',
      originalCurrency: companyCurrency,
      exchangeRate: '',
      date: today,
      purpose: null,
      mobilityType: null,
      origin: 'HOME',
      comment: '',
    };
  }
  const cost = expense.originalCost ?? '';
  return {
    originalCostString: inFormat(cost, format),
    originalCurrency: expense.originalCurrency,
    exchangeRate: inFormat(expense.exchangeRate ?? '', format),
    date: expense.date,
    purpose: expense.tripToWork === null ? null : expense.tripToWork ? 'work' : 'private',
    mobilityType: expense.type,
    origin: expense.origin,
    comment: expense.description ?? '',
  };
}

/**
 * What a receipt's reading would fill in: the cost as the user types it in their language with the
 * currency the receipt names (only when the user may choose that currency), the date. Fields the
 * receipt does not state stay out.
 */
export function suggestedValues(
  reading: Pick<CombinedReceiptReading, 'totalAmount' | 'currency' | 'invoiceDate'>,
  format: NumberFormat,
  currencies: readonly string[],
): Partial<Pick<ExpenseFormValues, 'originalCostString' | 'originalCurrency' | 'date'>> {
  const values: Partial<Pick<ExpenseFormValues, 'originalCostString' | 'originalCurrency' | 'date'>> = {};
  // An amount in a currency the user may not choose would be booked as another currency's amount:
  // it is left for the user to convert, and only the date is taken.
  const currencyUsable = reading.currency === null || currencies.includes(reading.currency);
  if (reading.totalAmount !== null && currencyUsable) {
    values.originalCostString = format === 'de' ? reading.totalAmount.replace('.', ',') : reading.totalAmount;
  }
  if (reading.currency !== null && currencies.includes(reading.currency)) values.originalCurrency = reading.currency;
  if (reading.invoiceDate !== null) values.date = reading.invoiceDate;
  return values;
}

/** Form -> the call's body; the cost goes as an exact decimal string. */
export function toSaveRequest(values: ExpenseFormValues, format: NumberFormat): SaveExpenseRequest {
  const cents = parseLocalizedAmount(values.originalCostString, format);
  if (cents === null || values.date === null) throw new Error('toSaveRequest needs a valid form');
  const typedRate = values.exchangeRate.replace(',', '.');
  return {
    originalCost: fromCents(cents),
    originalCurrency: values.originalCurrency,
    tripToWork: values.purpose === null ? null : values.purpose === 'work',
    type: values.mobilityType,
    date: values.date,
    description: values.comment.trim() === '' ? null : values.comment.trim(),
    origin: values.origin,
    exchangeRate: typedRate === '' ? null : typedRate,
  };
}
