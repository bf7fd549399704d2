import de from '../../locales/de/legal.json';
import en from '../../locales/en/legal.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every module that reads these texts, so that they are there before its first render.
addNamespace('legal', { en, de });
