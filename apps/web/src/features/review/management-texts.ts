import de from '../../locales/de/management.json';
import en from '../../locales/en/management.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every module that reads these texts, so that they are there before its first render.
addNamespace('management', { en, de });
