import { errorCatalogue, errorCodes, languages, type ErrorCode, type Language } from '@mobilo/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import deCommon from '../locales/de/common.json';
import enCommon from '../locales/en/common.json';
import { detectInitialLanguage, fallbackLanguage, languageOfBrowser, rememberLanguage } from './language';

/** Error texts live in the contract package so that server and web app never disagree. */
function errorTexts(language: Language): Record<ErrorCode, string> {
  return Object.fromEntries(errorCodes.map((code) => [code, errorCatalogue[code][language]])) as Record<
    ErrorCode,
    string
  >;
}

/**
 * The texts in the entry: those of every screen (common) and the API's error texts. Every other
 * namespace travels with its feature's chunk (`addNamespace` in a `…-texts.ts` module of the feature), so that the
 * login page does not carry the review screens' texts and the employee home not the operator's.
 */
export const resources = {
  en: { common: enCommon, errors: errorTexts('en') },
  de: { common: deCommon, errors: errorTexts('de') },
} as const;

export const namespaces = ['common', 'errors'] as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: detectInitialLanguage(),
  fallbackLng: fallbackLanguage,
  supportedLngs: languages,
  ns: namespaces,
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/**
 * Adds the texts of a namespace that travels with its feature's lazy chunk instead of the entry
 * (the operator area's texts are of no use to anybody else, the review screens' not to an employee).
 */
export function addNamespace(namespace: string, bundles: Record<Language, object>): void {
  for (const language of languages) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundles[language]);
  }
}

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export function currentLanguage(): Language {
  return languageOfBrowser(i18n.resolvedLanguage ?? i18n.language);
}

/** A choice of the visitor: applied at once and remembered for the next visit before sign-in. */
export async function chooseLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}

/** Follows the signed-in user's language without overwriting the visitor's stored choice. */
export async function applyUserLanguage(language: Language): Promise<void> {
  if (currentLanguage() !== language) await i18n.changeLanguage(language);
}

/** After sign-out the visitor's language applies again (their last choice, else the browser's). */
export async function restoreVisitorLanguage(): Promise<void> {
  await i18n.changeLanguage(detectInitialLanguage());
}
