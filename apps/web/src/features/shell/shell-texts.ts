import de from '../../locales/de/shell.json';
import en from '../../locales/en/shell.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every module that reads these texts, so that they are there before its first render.
addNamespace('shell', { en, de });
