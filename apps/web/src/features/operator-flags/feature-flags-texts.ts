import de from '../../locales/de/feature-flags.json';
import en from '../../locales/en/feature-flags.json';
import { addNamespace } from '../../lib/i18n';

// Imported by every module that reads these texts, so that they are there before its first render.
addNamespace('featureFlags', { en, de });
