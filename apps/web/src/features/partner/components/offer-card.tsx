import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { PartnerOffer } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import '../partner-texts';
import { inLanguage } from './offer-text';

/** One current offer as a card: the partner's image, who grants what, and the way to its detail. */
export function OfferCard({ offer, onOpen }: { offer: PartnerOffer; onOpen: (offer: PartnerOffer) => void }) {
  const { t } = useTranslation('partner');
  const f = useFormat();
  const title = inLanguage(offer.title, f.language);
  const titleId = `partner-offer-${offer.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId} data-testid="partner-offer">
      {offer.image && (
        <Card.Section>
          <Image src={offer.image} alt="" h={120} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="xs" mt={offer.image ? 'sm' : 0} h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} c="dimmed">
            {offer.partner}
          </Text>
          <Badge variant="light" color="secondary" style={{ flexShrink: 0 }}>
            {t(`category.${offer.category}`)}
          </Badge>
        </Group>
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {offer.validUntil && (
          <Text size="xs" c="dimmed">
            {t('card.validUntil', { date: f.date(offer.validUntil) })}
          </Text>
        )}
        <Button mt="auto" variant="light" aria-label={t('card.openLabel', { title })} onClick={() => onOpen(offer)}>
          {t('card.open')}
        </Button>
      </Stack>
    </Card>
  );
}
