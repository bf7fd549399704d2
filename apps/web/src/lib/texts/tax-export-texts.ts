import de from '../../locales/de/tax-export.json';
import en from '../../locales/en/tax-export.json';
import { addNamespace } from '../i18n';

// Read by two features: imported by every module of either that reads these texts, so that they
// are there before its first render.
addNamespace('taxExport', { en, de });
