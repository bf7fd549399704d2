import type { CardMembership } from '@mobilo/contract';
import type { CardMembershipRow } from './card-membership.repository';

export function presentCardMembership(row: CardMembershipRow): CardMembership {
  return {
    id: row.id,
    status: row.status,
    cardsCount: row.cardsCount,
    invitationUrl: row.invitationUrl,
    idVerificationState: row.idVerificationState,
  };
}
