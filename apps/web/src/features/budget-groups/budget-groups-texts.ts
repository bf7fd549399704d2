import de from '../../locales/de/budget-groups.json';
import en from '../../locales/en/budget-groups.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every module that reads these texts, so that they are there before its first render.
addNamespace('budgetGroups', { en, de });
