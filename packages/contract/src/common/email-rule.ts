// Free of the schema library: the sign-in page checks its email field with this rule and loads
// without the library.

/** The longest email address the API takes (RFC 5321's path limit less its brackets). */
export const maxEmailLength = 254;

/**
 * The email addresses the API takes: a practical pattern (the one zod's `z.email()` uses by
 * default) rather than RFC 5322's full grammar, which would take addresses no mail system delivers.
 * `emailSchema` is built on it.
 */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether the API takes the text as an email address: `emailSchema`'s rule, without the library. */
export function isEmailAddress(text: string): boolean {
  return text.length <= maxEmailLength && emailPattern.test(text);
}
