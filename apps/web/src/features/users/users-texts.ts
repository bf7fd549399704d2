import de from '../../locales/de/users.json';
import en from '../../locales/en/users.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every module that reads these texts, so that they are there before its first render.
addNamespace('users', { en, de });
