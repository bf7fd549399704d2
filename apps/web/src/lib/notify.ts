import { type NotificationData, notifications, notificationsStore } from '@mantine/notifications';
import { ApiError, isApiError } from './api-request';
import { formatLanguageOf, formattersOf } from './format';
import { i18n } from './i18n';

/** Toast durations of the specification, in milliseconds. */
export const toastDurations = {
  default: 2000,
  warning: 3500,
  error: 5000,
  success: 10000,
} as const;

/** Codes whose parameter is a waiting time; the server may leave it out. */
const waitingCodes = new Set(['TOO_MANY_REQUESTS', 'BRUTE_FORCE_LOCKED']);
const defaultWaitSeconds = '30';

export function toApiErrorOrUnknown(error: unknown): ApiError {
  return isApiError(error) ? error : new ApiError(0, 'UNKNOWN_ERROR');
}

/** The message of an error in the current language, with its parameter filled in. */
export function apiErrorMessage(error: ApiError): string {
  const parameter = error.parameter ?? (waitingCodes.has(error.errorCode) ? defaultWaitSeconds : '');
  return i18n.t(error.errorCode, { ns: 'errors', parameter: readableParameter(error.errorCode, parameter) });
}

/**
 * A period's errors name it as YYYYMM, a ticket's month as YYYY-MM, a day as YYYY-MM-DD; people
 * read "November 2026" and the day in their language's format.
 */
function readableParameter(code: string, parameter: string): string {
  // A day is written as the language writes days, not as the API sends it.
  if (/^\d{4}-\d{2}-\d{2}$/.test(parameter))
    return formattersOf(formatLanguageOf(i18n.resolvedLanguage)).date(parameter);
  const period = code.includes('GERMANY_TICKET') ? parameter.replace(/^(\d{4})-(\d{2})$/, '$1$2') : parameter;
  if (!/PERIOD|GERMANY_TICKET/.test(code) || !/^\d{4}(0[1-9]|1[0-2])$/.test(period)) return parameter;
  return formattersOf(formatLanguageOf(i18n.resolvedLanguage)).period(period);
}

/** Client mistakes, refusals and "wait a moment" (400, 403, 429) are warnings; everything else is an error. */
export function isWarningStatus(statusCode: number): boolean {
  return statusCode === 400 || statusCode === 403 || statusCode === 429;
}

export function notifyApiError(raw: unknown, options: { autoClose?: number } = {}): void {
  const error = toApiErrorOrUnknown(raw);
  const warning = isWarningStatus(error.statusCode);
  notifications.show({
    id: `api-error-${error.errorCode}`,
    color: warning ? 'warning' : 'danger',
    title: i18n.t(warning ? 'notifications.warning' : 'notifications.error', { ns: 'common' }),
    message: apiErrorMessage(error),
    autoClose: options.autoClose ?? (warning ? toastDurations.warning : toastDurations.error),
  });
}

export function notifyInfo(message: string, options: { id?: string; autoClose?: number } = {}): void {
  notifications.show({
    id: options.id,
    color: 'secondary',
    title: i18n.t('notifications.info', { ns: 'common' }),
    message,
    autoClose: options.autoClose ?? toastDurations.error,
  });
}

const sessionNoticeId = 'session-notice';

/** Why the visitor is back at the login page; one at a time. */
export function notifySessionEnded(message: string): void {
  notifyInfo(message, { id: sessionNoticeId });
}

export function hideSessionEndedNotice(): void {
  notifications.hide(sessionNoticeId);
}

export function notifyWarning(message: string, options: { autoClose?: number } = {}): void {
  notifications.show({
    color: 'warning',
    title: i18n.t('notifications.warning', { ns: 'common' }),
    message,
    autoClose: options.autoClose ?? toastDurations.warning,
  });
}

/** A finished action the user asked for (created, deleted, saved). */
export function notifySuccess(message: string, options: { autoClose?: number } = {}): void {
  notifications.show({
    color: 'success',
    title: i18n.t('notifications.success', { ns: 'common' }),
    message,
    autoClose: options.autoClose ?? toastDurations.success,
  });
}

/** A failure that is not a server answer (a browser or file problem). */
export function notifyError(message: string, options: { autoClose?: number } = {}): void {
  notifications.show({
    color: 'danger',
    title: i18n.t('notifications.error', { ns: 'common' }),
    message,
    autoClose: options.autoClose ?? toastDurations.error,
  });
}

const carriedNoticesKey = 'mobilo.carried-notices';
type CarriedNotice = Pick<NotificationData, 'id' | 'color' | 'autoClose'> & { title: string; message: string };

function isCarriedNotice(value: unknown): value is CarriedNotice {
  if (typeof value !== 'object' || value === null) return false;
  const { id, color, title, message, autoClose } = value as Record<string, unknown>;
  return (
    typeof title === 'string' &&
    typeof message === 'string' &&
    (id === undefined || typeof id === 'string') &&
    (color === undefined || typeof color === 'string') &&
    (autoClose === undefined || typeof autoClose === 'number' || autoClose === false)
  );
}

/**
 * Keeps the toasts on screen for the next page: the app reaches the sign-in page with a page load
 * (`LoginRoute`), and what a screen said on the way there (the session ended, a link expired, a
 * mail is on its way) must not be lost with it.
 */
export function carryNoticesToNextPage(): void {
  const { notifications: shown, queue } = notificationsStore.getState();
  const carried = [...shown, ...queue]
    .map(({ id, color, title, message, autoClose }) => ({ id, color, title, message, autoClose }))
    .filter(isCarriedNotice);
  if (carried.length === 0) return;
  try {
    window.sessionStorage.setItem(carriedNoticesKey, JSON.stringify(carried));
  } catch {
    // Without storage (privacy mode) the toasts end with the page, as any page load ends them.
  }
}

/** Shows the toasts the previous page carried over, once. */
export function showCarriedNotices(): void {
  let carried: unknown;
  try {
    carried = JSON.parse(window.sessionStorage.getItem(carriedNoticesKey) ?? '[]');
    window.sessionStorage.removeItem(carriedNoticesKey);
  } catch {
    return;
  }
  if (!Array.isArray(carried)) return;
  for (const notice of carried.filter(isCarriedNotice)) notifications.show(notice);
}
