import de from '../../locales/de/partner-offers.json';
import en from '../../locales/en/partner-offers.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every component of the operator's partner offers, so that their texts are there before the first render.
addNamespace('partner-offers', { en, de });
