import de from '../../locales/de/reminders.json';
import en from '../../locales/en/reminders.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every component of the feature, so that its texts are there before the first render.
addNamespace('reminders', { en, de });
