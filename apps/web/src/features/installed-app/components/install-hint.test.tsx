import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { listenForInstallOffer } from '../hooks/install-offer';
import { installHintStorageKey } from '../hooks/install-hint-rules';
import { InstallHint } from './install-hint';

function touchScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(pointer: coarse)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('InstallHint', () => {
  beforeEach(() => {
    window.localStorage.removeItem(installHintStorageKey);
    touchScreen();
  });
  afterEach(() => window.localStorage.removeItem(installHintStorageKey));

  it("shows the browser's install offer, runs it on a click and stays away once dismissed", async () => {
    const target = new EventTarget() as Window;
    listenForInstallOffer(target);
    const prompt = vi.fn(() => Promise.resolve());
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    target.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);

    const { unmount } = renderWithProviders(<InstallHint />);
    await userEvent.click(await screen.findByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledOnce();
    unmount();

    target.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt }));
    renderWithProviders(<InstallHint />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hide this hint' }));
    expect(screen.queryByTestId('install-hint')).toBeNull();
    expect(window.localStorage.getItem(installHintStorageKey)).toBe('true');
  });
});
