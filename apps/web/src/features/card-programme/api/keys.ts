/** Query keys of the card admin's allowed lists and payout plans. */
export const cardProgrammeKeys = {
  all: ['card-programme'] as const,
  allowedLists: () => [...cardProgrammeKeys.all, 'allowed-lists'] as const,
  payoutPlans: () => [...cardProgrammeKeys.all, 'payout-plans'] as const,
  settings: () => [...cardProgrammeKeys.all, 'settings'] as const,
  memberOptions: () => [...cardProgrammeKeys.all, 'member-options'] as const,
  userSearches: () => [...cardProgrammeKeys.memberOptions(), 'users'] as const,
  userOptions: (search: string) => [...cardProgrammeKeys.userSearches(), search] as const,
  groupOptions: () => [...cardProgrammeKeys.memberOptions(), 'groups'] as const,
};
