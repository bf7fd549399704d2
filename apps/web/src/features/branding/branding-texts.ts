import de from '../../locales/de/branding.json';
import en from '../../locales/en/branding.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every module that reads these texts, so that they are there before its first render.
addNamespace('branding', { en, de });
