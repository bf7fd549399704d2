import de from '../../locales/de/budget-groups.json';
import en from '../../locales/en/budget-groups.json';
import { addNamespace } from '../i18n';

// Read by two features: imported by every module of either that reads these texts, so that they
// are there before its first render.
addNamespace('budgetGroups', { en, de });
