import { describe, expect, it } from 'vitest';
import { cardMemberAbilities, cardMemberCounts, cardMemberStatusOf, memberCardAbilities } from './card-members';

describe('card members', () => {
  it('names the member status from the membership', () => {
    expect(cardMemberStatusOf(null)).toBe('NOT_INVITED');
    expect(cardMemberStatusOf({ status: 'INVITED' })).toBe('INVITED');
    expect(cardMemberStatusOf({ status: 'PROMOTION_IN_PROGRESS' })).toBe('VERIFYING');
    expect(cardMemberStatusOf({ status: 'ACTIVE' })).toBe('ACTIVE');
  });

  it('orders a card only for a verified member without a live card', () => {
    expect(cardMemberAbilities('ACTIVE', []).isCardOrderable).toBe(true);
    expect(cardMemberAbilities('ACTIVE', [{ status: 'CANCELED' }]).isCardOrderable).toBe(true);
    expect(cardMemberAbilities('ACTIVE', [{ status: 'BLOCKED' }]).isCardOrderable).toBe(false);
    expect(cardMemberAbilities('INVITED', []).isCardOrderable).toBe(false);
    expect(cardMemberAbilities('NOT_INVITED', [])).toEqual({
      isInvitable: true,
      isVerificationLinkSendable: false,
      isCardOrderable: false,
    });
    expect(cardMemberAbilities('VERIFYING', []).isVerificationLinkSendable).toBe(true);
    expect(cardMemberAbilities('ACTIVE', []).isVerificationLinkSendable).toBe(false);
  });

  it('blocks an enabled card, unblocks a blocked one and changes no cancelled card', () => {
    expect(memberCardAbilities('ENABLED')).toEqual({ isBlockable: true, isUnblockable: false, isCancellable: true });
    expect(memberCardAbilities('BLOCKED')).toEqual({ isBlockable: false, isUnblockable: true, isCancellable: true });
    expect(memberCardAbilities('PROCESSING')).toEqual({
      isBlockable: false,
      isUnblockable: false,
      isCancellable: true,
    });
    expect(memberCardAbilities('CANCELED')).toEqual({ isBlockable: false, isUnblockable: false, isCancellable: false });
  });

  it('counts members by status and the enabled cards', () => {
    expect(
      cardMemberCounts([
        { status: 'ACTIVE', cards: [{ status: 'ENABLED' }, { status: 'CANCELED' }] as never },
        { status: 'ACTIVE', cards: [{ status: 'BLOCKED' }] as never },
        { status: 'INVITED', cards: [] },
      ]),
    ).toEqual({ NOT_INVITED: 0, INVITED: 1, VERIFYING: 0, ACTIVE: 2, cardsEnabled: 1 });
  });
});
