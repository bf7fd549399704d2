import de from '../../locales/de/offboarding.json';
import en from '../../locales/en/offboarding.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every module that reads these texts, so that they are there before its first render.
addNamespace('offboarding', { en, de });
