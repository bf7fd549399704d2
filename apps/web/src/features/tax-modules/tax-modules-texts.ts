import de from '../../locales/de/tax-modules.json';
import en from '../../locales/en/tax-modules.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every component of the screen, so that its texts are there before the first render.
addNamespace('tax-modules', { en, de });
