import { Badge, Group, Stack, Text } from '@mantine/core';
import type { CardMember, CardMemberStatus, CardStatus } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import '../card-management-texts';

const memberColours: Record<CardMemberStatus, string> = {
  NOT_INVITED: 'gray',
  INVITED: 'secondary',
  VERIFYING: 'warning',
  ACTIVE: 'success',
};
const cardColours: Record<CardStatus, string> = {
  PROCESSING: 'secondary',
  ENABLED: 'success',
  BLOCKED: 'warning',
  CANCELED: 'gray',
};

/** The membership's state, and when the verification link went out. */
export function MemberStatus({ member }: { member: CardMember }) {
  const { t } = useTranslation('card-management');
  const format = useFormat();
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={memberColours[member.status]} variant="light" data-testid="member-status">
        {t(`status.${member.status}`)}
      </Badge>
      {member.verificationLinkSentAt && member.status !== 'ACTIVE' && (
        <Text size="xs" c="dimmed">
          {t('linkSentAt', { date: format.date(member.verificationLinkSentAt) })}
        </Text>
      )}
    </Stack>
  );
}

/** The member's cards, newest state from the issuer's webhooks. */
export function MemberCards({ member }: { member: CardMember }) {
  const { t } = useTranslation('card-management');
  const format = useFormat();
  if (member.cards.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('noCards')}
      </Text>
    );
  return (
    <Stack gap={4}>
      {member.cards.map((card) => (
        <Group key={card.id} gap="xs" wrap="nowrap" data-testid="member-card" data-status={card.status}>
          <Badge color={cardColours[card.status]} variant="light">
            {t(`card.status.${card.status}`)}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('card.label', { date: format.date(card.createdAt) })}
            {card.cancelledAt ? `, ${t('card.cancelledAt', { date: format.date(card.cancelledAt) })}` : ''}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
