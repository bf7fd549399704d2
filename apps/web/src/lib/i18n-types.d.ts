import 'i18next';
import type { resources } from './i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // Besides common and the error texts, every namespace loads with its feature's chunk (features/*/…-texts.ts).
    resources: (typeof resources)['en'] & {
      auth: typeof import('../locales/en/auth.json');
      branding: typeof import('../locales/en/branding.json');
      shell: typeof import('../locales/en/shell.json');
      welcome: typeof import('../locales/en/welcome.json');
      users: typeof import('../locales/en/users.json');
      budgetGroups: typeof import('../locales/en/budget-groups.json');
      profile: typeof import('../locales/en/profile.json');
      legal: typeof import('../locales/en/legal.json');
      maintenance: typeof import('../locales/en/maintenance.json');
      debug: typeof import('../locales/en/debug.json');
      expenses: typeof import('../locales/en/expenses.json');
      management: typeof import('../locales/en/management.json');
      offboarding: typeof import('../locales/en/offboarding.json');
      featureFlags: typeof import('../locales/en/feature-flags.json');
      taxExport: typeof import('../locales/en/tax-export.json');
      downloads: typeof import('../locales/en/downloads.json');
      audit: typeof import('../locales/en/audit.json');
      operator: typeof import('../locales/en/operator.json');
      integrations: typeof import('../locales/en/integrations.json');
      'germany-ticket': typeof import('../locales/en/germany-ticket.json');
      'tax-modules': typeof import('../locales/en/tax-modules.json');
      partner: typeof import('../locales/en/partner.json');
      'partner-offers': typeof import('../locales/en/partner-offers.json');
      reminders: typeof import('../locales/en/reminders.json');
      'receipt-less': typeof import('../locales/en/receipt-less.json');
      'home-charging': typeof import('../locales/en/home-charging.json');
      'card-my-mobility': typeof import('../locales/en/card-my-mobility.json');
      'card-management': typeof import('../locales/en/card-management.json');
      'card-programme': typeof import('../locales/en/card-programme.json');
      'installed-app': typeof import('../locales/en/installed-app.json');
      'card-payroll-exports': typeof import('../locales/en/card-payroll-exports.json');
    };
  }
}
