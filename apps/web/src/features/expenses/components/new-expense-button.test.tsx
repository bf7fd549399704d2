import { screen } from '@testing-library/react';
import { addMonths, currentPeriod } from '@mobilo/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { buildPeriod } from '../../../test/review-data';
import { NewExpenseButton } from './new-expense-button';

const now = currentPeriod();

describe('NewExpenseButton', () => {
  it('is offered while the current month is open', () => {
    renderWithProviders(
      <NewExpenseButton periods={[buildPeriod(now), buildPeriod(addMonths(now, -1), { isClosed: true })]} />,
    );
    expect(screen.getByRole('button', { name: 'New expense' })).toBeEnabled();
  });

  it.each([
    ['en', 'New expense', 'The current month is closed: new expenses can be recorded once it is reopened.'],
    [
      'de',
      'Neue Ausgabe',
      'Der aktuelle Monat ist abgeschlossen: Neue Ausgaben sind erst nach dem Wiederöffnen möglich.',
    ],
  ])('is disabled with its reason while the current month is closed (%s)', async (language, name, reason) => {
    await i18n.changeLanguage(language);
    renderWithProviders(<NewExpenseButton periods={[buildPeriod(now, { isClosed: true })]} />);
    const button = screen.getByRole('button', { name });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
    await i18n.changeLanguage('en');
  });
});
