import { z } from 'zod';
import { sessionUserSchema } from '../auth/session-user';
import { languageSchema } from '../vocabulary/user-enums';

/** PATCH /user/settings/change-language */
export const changeLanguageRequestSchema = z.strictObject({ language: languageSchema });
export type ChangeLanguageRequest = z.infer<typeof changeLanguageRequestSchema>;

/** An IANA time zone the runtime knows, e.g. Europe/Berlin. */
export function isKnownTimezone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(timezone);
  } catch {
    return false;
  }
}

/** PATCH /user/settings/change-timezone */
export const changeTimezoneRequestSchema = z.strictObject({
  timezone: z.string().min(1).max(64).refine(isKnownTimezone, 'timezone'),
});
export type ChangeTimezoneRequest = z.infer<typeof changeTimezoneRequestSchema>;

/** Both answer with the updated session user. */
export const changeSettingsResponseSchema = sessionUserSchema;
