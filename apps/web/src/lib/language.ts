import { isLanguage, type Language } from '@mobilo/contract';

export const fallbackLanguage: Language = 'en';

const storageKey = 'mobilo.language';

function readStoredLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isLanguage(stored) ? stored : null;
  } catch {
    // Storage can be unavailable (privacy mode); the browser language is used then.
    return null;
  }
}

export function languageOfBrowser(browserLanguage: string | undefined): Language {
  return browserLanguage?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/** The language before sign-in: the last choice made on this device, else the browser's. */
export function detectInitialLanguage(): Language {
  return readStoredLanguage() ?? languageOfBrowser(window.navigator.language);
}

export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(storageKey, language);
  } catch {
    // Not remembering the choice is acceptable; the toggle still switches this session.
  }
}
