import de from '../../locales/de/welcome.json';
import en from '../../locales/en/welcome.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every module that reads these texts, so that they are there before its first render.
addNamespace('welcome', { en, de });
