/** Query keys of the debug pages. */
export const debugKeys = {
  all: ['debug'] as const,
  mails: () => [...debugKeys.all, 'mails'] as const,
};
