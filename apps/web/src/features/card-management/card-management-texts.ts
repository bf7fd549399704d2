import de from '../../locales/de/card-management.json';
import en from '../../locales/en/card-management.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every component of the card management screen, so that its texts are there before the first render.
addNamespace('card-management', { en, de });
