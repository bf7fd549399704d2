import { describe, expect, it } from 'vitest';
import type { CardMembership } from './card-membership';
import { cardMembershipDialogFor, hasCards } from './card-membership-rules';

const base: CardMembership = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'ACTIVE',
  cardsCount: 0,
  invitationUrl: null,
  idVerificationState: null,
};

describe('cardMembershipDialogFor', () => {
  it('opens the invited dialog for an invitation with a link', () => {
    expect(
      cardMembershipDialogFor({ ...base, status: 'INVITED', invitationUrl: 'https://cards.example/i/1' }, 'USER'),
    ).toBe('invited');
    expect(cardMembershipDialogFor({ ...base, status: 'INVITED' }, 'USER')).toBeNull();
  });

  it('opens the promoted dialog only while the identity check is in progress', () => {
    const promoted = { ...base, status: 'PROMOTION_IN_PROGRESS' as const };
    expect(cardMembershipDialogFor({ ...promoted, idVerificationState: 'in_progress' }, 'CARD_ADMIN')).toBe('promoted');
    expect(cardMembershipDialogFor({ ...promoted, idVerificationState: 'verified' }, 'CARD_ADMIN')).toBeNull();
    expect(cardMembershipDialogFor({ ...base, idVerificationState: 'in_progress' }, 'CARD_ADMIN')).toBeNull();
  });

  it('never opens for the operator nor without a membership', () => {
    expect(
      cardMembershipDialogFor({ ...base, status: 'INVITED', invitationUrl: 'https://cards.example/i/1' }, 'GOD'),
    ).toBeNull();
    expect(cardMembershipDialogFor(null, 'USER')).toBeNull();
  });
});

describe('hasCards', () => {
  it('is true from one card on', () => {
    expect(hasCards(null)).toBe(false);
    expect(hasCards(base)).toBe(false);
    expect(hasCards({ ...base, cardsCount: 1 })).toBe(true);
  });
});
