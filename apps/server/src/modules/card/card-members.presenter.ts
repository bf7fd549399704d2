import {
  cardMemberAbilities,
  cardMemberStatusOf,
  memberCardAbilities,
  type CardMember,
  type MemberCard,
} from '@mobilo/contract';
import type { MemberCardRow, MemberRow } from './card-members.repository';

export function presentMemberCard(row: MemberCardRow): MemberCard {
  return {
    id: row.id,
    swanId: row.swanId,
    category: row.category === 'PHYSICAL' ? 'PHYSICAL' : 'VIRTUAL',
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    ...memberCardAbilities(row.status),
    version: row.version,
  };
}

export function presentCardMember(row: MemberRow, cardRows: readonly MemberCardRow[]): CardMember {
  const status = cardMemberStatusOf(row.membership);
  const cards = cardRows.filter((card) => card.userId === row.userId).map(presentMemberCard);
  return {
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    membershipId: row.membership?.id ?? null,
    status,
    idVerificationState: row.membership?.idVerificationState ?? null,
    verificationLinkSentAt: row.membership?.verificationLinkSentAt?.toISOString() ?? null,
    cards,
    ...cardMemberAbilities(status, cards),
  };
}
