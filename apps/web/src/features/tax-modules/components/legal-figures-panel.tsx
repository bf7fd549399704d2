import { Paper, Stack, Text, Title } from '@mantine/core';
import type { LegalFigure } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import '../tax-modules-texts';

/** The legal figures a year's exports compute with, each with its validity and source. */
export function LegalFiguresPanel({ year, figures }: { year: number; figures: LegalFigure[] }) {
  const { t } = useTranslation('tax-modules');
  const f = useFormat();
  const validity = (figure: LegalFigure) =>
    figure.validUntil === null
      ? t('figures.validFrom', { from: f.date(figure.validFrom) })
      : t('figures.validFromUntil', { from: f.date(figure.validFrom), until: f.date(figure.validUntil) });

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="legal-figures-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="legal-figures-title">
          {t('figures.title', { year })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('figures.intro')}
        </Text>
        {figures.length === 0 ? (
          <Text size="sm">{t('figures.none')}</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {figures.map((figure) => (
              <li key={`${figure.kind}-${figure.validFrom}`}>
                <Stack gap={2}>
                  <Text fw={500}>
                    {t(`figures.kind.${figure.kind}`)}:{' '}
                    <Text span fw={700}>
                      {f.money(figure.amount, 'EUR')} {t(`figures.unit.${figure.unit}`)}
                    </Text>
                  </Text>
                  <Text size="sm" c="dimmed">
                    {validity(figure)} · {t('figures.source', { source: figure.source })}
                  </Text>
                </Stack>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
