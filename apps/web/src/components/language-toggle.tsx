import { Button } from '@mantine/core';
import { languages, type Language } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../lib/i18n';
import { languageOfBrowser } from '../lib/language';

const fullNameKey = { en: 'language.enName', de: 'language.deName' } as const;

/**
 * EN / DE switch; the choice applies at once and is remembered on this device. Signed in, it is
 * also saved to the profile (`onChosen`), so that it outlasts a reload.
 */
export function LanguageToggle({ onChosen }: { onChosen?: (language: Language) => void } = {}) {
  const { t, i18n } = useTranslation('common');
  const active: Language = languageOfBrowser(i18n.resolvedLanguage ?? i18n.language);

  return (
    <Button.Group aria-label={t('language.label')}>
      {languages.map((language) => (
        <Button
          key={language}
          size="compact-sm"
          variant={language === active ? 'filled' : 'default'}
          aria-pressed={language === active}
          lang={language}
          title={t(fullNameKey[language])}
          onClick={() => {
            void chooseLanguage(language);
            if (language !== active) onChosen?.(language);
          }}
        >
          {t(`language.${language}`)}
        </Button>
      ))}
    </Button.Group>
  );
}
