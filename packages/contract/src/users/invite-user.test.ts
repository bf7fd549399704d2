import { describe, expect, it } from 'vitest';
import { hasBeenInvited, mayInvite, mayReinvite } from './invite-user';
import { userStatuses } from '../vocabulary/user-enums';

describe('invitation rules', () => {
  it.each([
    ['CREATED', false, true, false],
    ['INVITED', true, false, true],
    ['ACTIVE', true, false, false],
    ['DEACTIVATED', true, false, false],
  ] as const)('%s: invited %s, invite %s, re-invite %s', (status, invited, invite, reinvite) => {
    expect([hasBeenInvited(status), mayInvite(status), mayReinvite(status)]).toEqual([invited, invite, reinvite]);
  });

  it('covers every status', () => {
    expect(userStatuses).toEqual(['CREATED', 'INVITED', 'ACTIVE', 'DEACTIVATED']);
  });
});
