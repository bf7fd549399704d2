import de from '../../locales/de/auth.json';
import en from '../../locales/en/auth.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every module that reads these texts, so that they are there before its first render.
addNamespace('auth', { en, de });
