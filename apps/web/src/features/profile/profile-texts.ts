import de from '../../locales/de/profile.json';
import en from '../../locales/en/profile.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every module that reads these texts, so that they are there before its first render.
addNamespace('profile', { en, de });
