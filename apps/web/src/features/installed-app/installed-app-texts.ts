import de from '../../locales/de/installed-app.json';
import en from '../../locales/en/installed-app.json';
import { addNamespace } from '../../lib/i18n';

// Imported by the prompt and the hint, which load after the first page, so that their texts come with them.
addNamespace('installed-app', { en, de });
