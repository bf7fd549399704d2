import de from '../../locales/de/card-payroll-exports.json';
import en from '../../locales/en/card-payroll-exports.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every component of the screen, so that its texts are there before the first render.
addNamespace('card-payroll-exports', { en, de });
