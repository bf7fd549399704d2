import de from '../../locales/de/germany-ticket.json';
import en from '../../locales/en/germany-ticket.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every component of the two screens, so that their texts are there before the first render.
addNamespace('germany-ticket', { en, de });
