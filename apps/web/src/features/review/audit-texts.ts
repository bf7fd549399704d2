import de from '../../locales/de/audit.json';
import en from '../../locales/en/audit.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every module that reads these texts, so that they are there before its first render.
addNamespace('audit', { en, de });
