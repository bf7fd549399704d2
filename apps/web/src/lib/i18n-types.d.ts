import 'i18next';
import type { resources } from './i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // The operator texts load with the operator chunk (features/operator/operator-texts.ts).
    resources: (typeof resources)['en'] & { operator: typeof import('../locales/en/operator.json') };
  }
}
