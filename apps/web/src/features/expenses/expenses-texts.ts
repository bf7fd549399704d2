import de from '../../locales/de/expenses.json';
import en from '../../locales/en/expenses.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every module that reads these texts, so that they are there before its first render.
addNamespace('expenses', { en, de });
