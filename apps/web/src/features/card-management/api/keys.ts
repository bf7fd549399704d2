/** Query keys of the card admin's members and cards. */
export const cardMemberKeys = {
  all: ['card-members'] as const,
  list: () => [...cardMemberKeys.all, 'list'] as const,
};
