import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { renderWithProviders } from '../test/render';
import { LanguageToggle } from './language-toggle';

afterEach(() => i18n.changeLanguage('en'));

describe('LanguageToggle', () => {
  it('switches the interface and hands a new choice on to be saved, not the one already active', async () => {
    const onChosen = vi.fn();
    renderWithProviders(<LanguageToggle onChosen={onChosen} />);
    await userEvent.click(screen.getByRole('button', { name: 'DE' }));
    expect(await screen.findByRole('button', { name: 'DE', pressed: true })).toBeInTheDocument();
    expect(i18n.language).toBe('de');
    expect(onChosen).toHaveBeenCalledExactlyOnceWith('de');
    await userEvent.click(screen.getByRole('button', { name: 'DE' }));
    expect(onChosen).toHaveBeenCalledTimes(1);
  });
});
