import de from '../../locales/de/integrations.json';
import en from '../../locales/en/integrations.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every component of the page, so that its texts are there before the first render.
addNamespace('integrations', { en, de });
