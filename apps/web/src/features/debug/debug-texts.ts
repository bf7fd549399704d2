import de from '../../locales/de/debug.json';
import en from '../../locales/en/debug.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every module that reads these texts, so that they are there before its first render.
addNamespace('debug', { en, de });
