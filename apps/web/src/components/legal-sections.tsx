import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../features/legal/legal-texts';

export type LegalDocument = 'terms' | 'privacy' | 'imprint';

interface Section {
  heading: string;
  text: string;
}

/**
 * A legal text (terms, privacy policy, imprint) with its title, in the given language or the
 * current one: shared by the public pages and the dialogs of the signed-in app.
 */
export function LegalSections({
  document,
  language,
  withTitle = true,
}: {
  document: LegalDocument;
  language?: string;
  /** A dialog shows the title in its own header. */
  withTitle?: boolean;
}) {
  const { t } = useTranslation('legal', language ? { lng: language } : undefined);
  const sections = t(`${document}.sections`, { returnObjects: true }) as Section[];
  return (
    <Stack gap="md">
      {withTitle ? (
        <Title order={1} size="h2">
          {t(`${document}.title`)}
        </Title>
      ) : null}
      <Text size="xs" c="dimmed">
        {t('updated')}
      </Text>
      {sections.map((section) => (
        <Stack key={section.heading} gap={4}>
          <Title order={2} size="h4">
            {section.heading}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {section.text}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
