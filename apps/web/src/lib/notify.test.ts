import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { i18n } from './i18n';
import { apiErrorMessage, notifyApiError } from './notify';

describe('notifyApiError', () => {
  it('shows 400 and 403 as warnings for 3.5 s', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');

    notifyApiError(new ApiError(403, 'ACCESS_DENIED'));

    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'warning', autoClose: 3500, message: 'You are not allowed to do this.' }),
    );
  });

  it('shows a sign-in lock (429) as a warning for 3.5 s', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');

    notifyApiError(new ApiError(429, 'BRUTE_FORCE_LOCKED', '30'));

    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'warning', autoClose: 3500, title: 'Warning' }));
  });

  it('shows other failures as errors for 5 s with the parameter in the text', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');

    notifyApiError(new ApiError(404, 'NOT_FOUND', 'expense'));

    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'danger', autoClose: 5000, message: 'The expense was not found.' }),
    );
  });

  it('uses the German texts of the contract after switching the language', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    await i18n.changeLanguage('de');

    notifyApiError(new ApiError(0, 'NO_CONNECTION'));

    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Keine Verbindung zum Server.' }));
  });

  it('fills in the default waiting time when a 429 comes without one', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');

    notifyApiError(new ApiError(429, 'TOO_MANY_REQUESTS'));

    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Too many requests. Please try again in 30 seconds.' }),
    );
  });

  it('names a period by its month, not as YYYYMM, and leaves other numbers alone', async () => {
    await i18n.changeLanguage('en');
    expect(apiErrorMessage(new ApiError(409, 'PERIOD_CLOSED', '202611'))).toBe('The period November 2026 is closed.');
    await i18n.changeLanguage('de');
    expect(apiErrorMessage(new ApiError(409, 'PERIOD_CLOSED', '202611'))).toContain('November 2026');
    expect(apiErrorMessage(new ApiError(409, 'PERSONAL_NUMBER_TAKEN', '202611'))).toContain('202611');
    await i18n.changeLanguage('en');
  });

  it('writes a day and a ticket month as the language writes them', async () => {
    await i18n.changeLanguage('de');
    expect(apiErrorMessage(new ApiError(400, 'GERMANY_TICKET_START_TOO_EARLY', '2027-02'))).toBe(
      'Das Ticket kann frühestens im Februar 2027 beginnen.',
    );
    expect(apiErrorMessage(new ApiError(400, 'INVALID_INPUT', '2026-11-05'))).toBe('Das Feld 05.11.2026 ist ungültig.');
    await i18n.changeLanguage('en');
    expect(apiErrorMessage(new ApiError(400, 'INVALID_INPUT', '2026-11-05'))).toBe('The field 05/11/2026 is invalid.');
  });
});
