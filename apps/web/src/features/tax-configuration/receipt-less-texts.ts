import de from '../../locales/de/receipt-less.json';
import en from '../../locales/en/receipt-less.json';
import { addNamespace } from '../../lib/i18n';

// The settings card's texts share the declaration's namespace; whichever loads first adds it.
addNamespace('receipt-less', { en, de });
