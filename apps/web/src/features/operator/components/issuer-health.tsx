import { Badge, Stack, Text } from '@mantine/core';
import type { CardIssuerHealth } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import '../operator-texts';

/**
 * How a company's calls to the card issuer went: failing while no call succeeded after the last
 * failure (named with its time, what was asked and the code), else working since the last success;
 * and when the issuer last sent an event about the company, so that one whose events stopped shows.
 */
export function IssuerHealth({ health, lastEventAt }: { health: CardIssuerHealth | null; lastEventAt: string | null }) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const lastEvent = (
    <Text size="xs" c="dimmed" data-testid="issuer-last-event">
      {lastEventAt ? t('card.issuer.lastEvent', { at: f.dateTime(lastEventAt) }) : t('card.issuer.noEvent')}
    </Text>
  );
  if (!health) {
    return (
      <Stack gap={2} align="flex-start">
        <Text size="sm" c="dimmed">
          {t('card.issuer.none')}
        </Text>
        {lastEvent}
      </Stack>
    );
  }
  const failure = health.lastFailure;
  return (
    <Stack gap={2} align="flex-start" data-testid="issuer-health">
      <Badge color={health.isFailing ? 'danger' : 'success'} variant="light">
        {t(health.isFailing ? 'card.issuer.failing' : 'card.issuer.ok')}
      </Badge>
      {health.lastSuccessAt && !health.isFailing && (
        <Text size="xs" c="dimmed">
          {t('card.issuer.lastSuccess', { at: f.dateTime(health.lastSuccessAt) })}
        </Text>
      )}
      {failure && (
        <Text size="xs" c={health.isFailing ? undefined : 'dimmed'}>
          {t('card.issuer.lastFailure', {
            at: f.dateTime(failure.at),
            operation: t(`card.issuer.operations.${failure.operation}`),
            code: t(`card.issuer.failures.${failure.code}`),
          })}
        </Text>
      )}
      {lastEvent}
    </Stack>
  );
}
