import de from '../../locales/de/card-programme.json';
import en from '../../locales/en/card-programme.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every component of the card admin's lists and plans, so that their texts are there before the first render.
addNamespace('card-programme', { en, de });
