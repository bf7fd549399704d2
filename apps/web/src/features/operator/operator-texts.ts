import de from '../../locales/de/operator.json';
import en from '../../locales/en/operator.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every screen of the area, so that its texts are there before the first render.
addNamespace('operator', { en, de });
