import de from '../../locales/de/downloads.json';
import en from '../../locales/en/downloads.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every module that reads these texts, so that they are there before its first render.
addNamespace('downloads', { en, de });
