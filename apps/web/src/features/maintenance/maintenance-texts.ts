import de from '../../locales/de/maintenance.json';
import en from '../../locales/en/maintenance.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every module that reads these texts, so that they are there before its first render.
addNamespace('maintenance', { en, de });
