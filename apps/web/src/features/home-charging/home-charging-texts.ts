import de from '../../locales/de/home-charging.json';
import en from '../../locales/en/home-charging.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every component of the home-charging screens, so that their texts are there before the first render.
addNamespace('home-charging', { en, de });
