/**
 * DATEV's number rules (issue "Payroll you can hand to DATEV"): checked where the numbers are
 * entered and again before a DATEV export, because a number that breaks them either makes the
 * import fail or books an amount to the wrong employee.
 */

const digitsOnly = /^\d+$/;
const numberIn = (value: string, min: number, max: number, maxDigits: number) =>
  digitsOnly.test(value) && value.length <= maxDigits && Number(value) >= min && Number(value) <= max;

/** Personalnummer: 1–99999, digits only. */
export const isDatevPersonalNumber = (value: string): boolean => numberIn(value, 1, 99_999, 5);

/** In-house personal numbers (company option): letters, digits, '-', '_' and '/', up to 20. */
export const isInHousePersonalNumber = (value: string): boolean => /^[A-Za-z0-9][A-Za-z0-9\-_/]{0,19}$/.test(value);

/** Beraternummer: 1000–9999999. */
export const isDatevConsultantNumber = (value: string): boolean => numberIn(value, 1000, 9_999_999, 7);

/** Mandantennummer: 1–99999. */
export const isDatevClientNumber = (value: string): boolean => numberIn(value, 1, 99_999, 5);

/** Lohn und Gehalt takes wage types 1–5999 and 8000–9999 (6000–7999 are its own). */
export const isLohnUndGehaltWageType = (value: number): boolean =>
  Number.isInteger(value) && ((value >= 1 && value <= 5999) || (value >= 8000 && value <= 9999));

/** "007" and "7" are the same DATEV employee; compare personal numbers by this key. */
export function personalNumberKey(value: string): string {
  const trimmed = value.trim();
  return digitsOnly.test(trimmed) ? String(Number(trimmed)) : trimmed.toUpperCase();
}

/** Why a personal number cannot be stored; null when it can. */
export function personalNumberProblem(
  value: string,
  options: { alphanumericPersonalNumbers: boolean },
): 'PERSONAL_NUMBER_INVALID' | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (isDatevPersonalNumber(trimmed)) return null;
  if (options.alphanumericPersonalNumbers && isInHousePersonalNumber(trimmed)) return null;
  return 'PERSONAL_NUMBER_INVALID';
}

export interface PersonalNumberHolder {
  userId: string;
  userName: string;
  personalNumber: string | null;
}

/**
 * The employees a DATEV file cannot carry: numbers outside 1–99999 (in-house numbers included)
 * and numbers two employees share (their amounts would be summed into one line).
 */
export function personalNumberConflicts(holders: readonly PersonalNumberHolder[]): {
  invalid: PersonalNumberHolder[];
  duplicate: PersonalNumberHolder[];
} {
  const withNumber = holders.filter((holder) => holder.personalNumber?.trim());
  const invalid = withNumber.filter((holder) => !isDatevPersonalNumber(holder.personalNumber!.trim()));
  const count = new Map<string, number>();
  for (const holder of withNumber) {
    const key = personalNumberKey(holder.personalNumber!);
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  const duplicate = withNumber.filter((holder) => (count.get(personalNumberKey(holder.personalNumber!)) ?? 0) > 1);
  return { invalid, duplicate };
}
