import de from '../../locales/de/card-my-mobility.json';
import en from '../../locales/en/card-my-mobility.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every component of the screen, so that its texts are there before the first render.
addNamespace('card-my-mobility', { en, de });
