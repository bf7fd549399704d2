import { errorCatalogue, errorCodes, languages, type ErrorCode, type Language } from '@mobilo/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import deAudit from '../locales/de/audit.json';
import deAuth from '../locales/de/auth.json';
import deBranding from '../locales/de/branding.json';
import deBudgetGroups from '../locales/de/budget-groups.json';
import deDebug from '../locales/de/debug.json';
import deLegal from '../locales/de/legal.json';
import deMaintenance from '../locales/de/maintenance.json';
import deOffboarding from '../locales/de/offboarding.json';
import deProfile from '../locales/de/profile.json';
import deCommon from '../locales/de/common.json';
import deExpenses from '../locales/de/expenses.json';
import deFeatureFlags from '../locales/de/feature-flags.json';
import deManagement from '../locales/de/management.json';
import deShell from '../locales/de/shell.json';
import deUsers from '../locales/de/users.json';
import deWelcome from '../locales/de/welcome.json';
import deTaxExport from '../locales/de/tax-export.json';
import deDownloads from '../locales/de/downloads.json';
import enAudit from '../locales/en/audit.json';
import enAuth from '../locales/en/auth.json';
import enBranding from '../locales/en/branding.json';
import enBudgetGroups from '../locales/en/budget-groups.json';
import enDebug from '../locales/en/debug.json';
import enLegal from '../locales/en/legal.json';
import enMaintenance from '../locales/en/maintenance.json';
import enOffboarding from '../locales/en/offboarding.json';
import enProfile from '../locales/en/profile.json';
import enCommon from '../locales/en/common.json';
import enExpenses from '../locales/en/expenses.json';
import enFeatureFlags from '../locales/en/feature-flags.json';
import enManagement from '../locales/en/management.json';
import enShell from '../locales/en/shell.json';
import enUsers from '../locales/en/users.json';
import enWelcome from '../locales/en/welcome.json';
import enTaxExport from '../locales/en/tax-export.json';
import enDownloads from '../locales/en/downloads.json';
import { detectInitialLanguage, fallbackLanguage, languageOfBrowser, rememberLanguage } from './language';

/** Error texts live in the contract package so that server and web app never disagree. */
function errorTexts(language: Language): Record<ErrorCode, string> {
  return Object.fromEntries(errorCodes.map((code) => [code, errorCatalogue[code][language]])) as Record<
    ErrorCode,
    string
  >;
}

export const resources = {
  en: {
    common: enCommon,
    auth: enAuth,
    branding: enBranding,
    shell: enShell,
    welcome: enWelcome,
    users: enUsers,
    budgetGroups: enBudgetGroups,
    profile: enProfile,
    legal: enLegal,
    maintenance: enMaintenance,
    debug: enDebug,
    expenses: enExpenses,
    management: enManagement,
    offboarding: enOffboarding,
    featureFlags: enFeatureFlags,
    taxExport: enTaxExport,
    downloads: enDownloads,
    audit: enAudit,
    errors: errorTexts('en'),
  },
  de: {
    common: deCommon,
    auth: deAuth,
    branding: deBranding,
    shell: deShell,
    welcome: deWelcome,
    users: deUsers,
    budgetGroups: deBudgetGroups,
    profile: deProfile,
    legal: deLegal,
    maintenance: deMaintenance,
    debug: deDebug,
    expenses: deExpenses,
    management: deManagement,
    offboarding: deOffboarding,
    featureFlags: deFeatureFlags,
    taxExport: deTaxExport,
    downloads: deDownloads,
    audit: deAudit,
    errors: errorTexts('de'),
  },
} as const;

export const namespaces = [
  'common',
  'auth',
  'branding',
  'shell',
  'welcome',
  'users',
  'budgetGroups',
  'profile',
  'legal',
  'maintenance',
  'debug',
  'expenses',
  'management',
  'offboarding',
  'featureFlags',
  'taxExport',
  'downloads',
  'audit',
  'errors',
] as const;

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
 * (the operator area's texts are of no use to anybody else).
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
