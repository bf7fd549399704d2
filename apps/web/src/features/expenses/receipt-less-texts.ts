import de from '../../locales/de/receipt-less.json';
import en from '../../locales/en/receipt-less.json';
import { addNamespace } from '../../lib/i18n';

// Imported by the declaration's components, so that its texts are there before the first render.
addNamespace('receipt-less', { en, de });
