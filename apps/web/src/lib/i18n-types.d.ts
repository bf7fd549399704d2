import 'i18next';
import type { resources } from './i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // The operator, integrations, Germany ticket, tax-modules and partner texts load with their chunks (features/*/…-texts.ts).
    resources: (typeof resources)['en'] & {
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
