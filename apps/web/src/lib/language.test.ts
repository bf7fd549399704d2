import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectInitialLanguage, languageOfBrowser, rememberLanguage } from './language';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('language before sign-in', () => {
  it('follows the browser: German for any de variant, English otherwise', () => {
    expect(languageOfBrowser('de-AT')).toBe('de');
    expect(languageOfBrowser('DE')).toBe('de');
    expect(languageOfBrowser('fr-FR')).toBe('en');
    expect(languageOfBrowser(undefined)).toBe('en');
  });

  it('prefers the last choice made with the toggle', () => {
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('en-US');
    expect(detectInitialLanguage()).toBe('en');

    rememberLanguage('de');

    expect(detectInitialLanguage()).toBe('de');
  });
});
