import { screen } from '@testing-library/react';
import type { ImportUsersResponse } from '@mobilo/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { ImportReport } from './import-report';

const report: ImportUsersResponse = {
  importedCount: 0,
  refusedCount: 1,
  rows: [
    {
      line: 2,
      email: 'a@demo.test',
      status: 'REFUSED',
      problems: [
        { problem: 'MISSING_FIELD', field: 'lastName' },
        { problem: 'INVALID_NUMBER', field: 'commuteDistanceKm' },
        { problem: 'INVALID_NUMBER', field: 'workingDaysPerMonth' },
      ],
    },
  ],
};

describe('ImportReport', () => {
  it.each([
    [
      'en',
      'Last name is missing; Commute distance (km): not a whole number in the allowed range; Working days per month: not a whole number in the allowed range',
    ],
    [
      'de',
      'Nachname fehlt; Entfernung zur Arbeit (km): keine ganze Zahl im zulässigen Bereich; Arbeitstage pro Monat: keine ganze Zahl im zulässigen Bereich',
    ],
  ])('names each problem by the column as the user form calls it (%s)', async (language, text) => {
    await i18n.changeLanguage(language);
    renderWithProviders(<ImportReport report={report} />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
