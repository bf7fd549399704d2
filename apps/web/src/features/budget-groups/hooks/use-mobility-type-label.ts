import { mobilityTypeCatalogue, type MobilityType } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';

/** Mobility type labels live in the contract, in both languages. */
export function useMobilityTypeLabel() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'de' ? 'de' : 'en';
  return (type: MobilityType) => mobilityTypeCatalogue[type][language];
}
