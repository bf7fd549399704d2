import { z } from 'zod';

/** DECISIONS "Sign-in": upper case, lower case, digit and special character. */
export const passwordClasses = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).*$/;
export const passwordMinLength = 8;
export const supportUserPasswordMinLength = 10;
export const passwordMaxLength = 1024;

export function isStrongPassword(password: string, minLength = passwordMinLength): boolean {
  return password.length >= minLength && password.length <= passwordMaxLength && passwordClasses.test(password);
}

/** A new password as the forms and the server accept it (message key auth.passwordRegex). */
export const newPasswordSchema = z
  .string()
  .min(passwordMinLength)
  .max(passwordMaxLength)
  .regex(passwordClasses, 'passwordRegex');
