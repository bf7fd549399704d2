import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { renderWithProviders } from '../test/render';
import { DateField } from './date-field';

afterEach(() => i18n.changeLanguage('en'));

function Field({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>('2026-11-02');
  return (
    <DateField
      label="Day"
      value={value}
      onChange={(day) => {
        setValue(day);
        onChange(day);
      }}
    />
  );
}

describe('DateField', () => {
  it.each([
    ['en', '31/11/2026', 'Please enter a day of the calendar as DD/MM/YYYY.'],
    ['en', '31/02/2026', 'Please enter a day of the calendar as DD/MM/YYYY.'],
    ['en', '2026-11-20', 'Please enter a day of the calendar as DD/MM/YYYY.'],
    ['de', '31.11.2026', 'Bitte geben Sie einen Kalendertag als TT.MM.JJJJ ein.'],
    ['de', '2026-11-20', 'Bitte geben Sie einen Kalendertag als TT.MM.JJJJ ein.'],
  ])(
    'keeps the unreadable %s text %s with its own message instead of the previous day',
    async (language, typed, message) => {
      await i18n.changeLanguage(language);
      const onChange = vi.fn();
      renderWithProviders(<Field onChange={onChange} />);
      const input = await screen.findByRole('textbox', { name: 'Day' });
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.blur(input);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(input).toHaveValue(typed);
      expect(onChange).not.toHaveBeenCalled();
    },
  );

  it('takes a readable day again and drops the message', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Field onChange={onChange} />);
    const input = await screen.findByRole('textbox', { name: 'Day' });
    fireEvent.change(input, { target: { value: '31/11/2026' } });
    fireEvent.blur(input);
    await screen.findByText('Please enter a day of the calendar as DD/MM/YYYY.');
    fireEvent.change(input, { target: { value: '30/11/2026' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('2026-11-30');
    expect(screen.queryByText('Please enter a day of the calendar as DD/MM/YYYY.')).not.toBeInTheDocument();
    expect(input).toHaveValue('30/11/2026');
  });

  it('empties the value when the text is deleted, instead of keeping the day it showed', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Field onChange={onChange} />);
    const input = await screen.findByRole('textbox', { name: 'Day' });
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
