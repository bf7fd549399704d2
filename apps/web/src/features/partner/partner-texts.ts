import de from '../../locales/de/partner.json';
import en from '../../locales/en/partner.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every component of the screen, so that its texts are there before the first render.
addNamespace('partner', { en, de });
