import de from '../../locales/de/tax-export.json';
import en from '../../locales/en/tax-export.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every module that reads these texts, so that they are there before its first render.
addNamespace('taxExport', { en, de });
