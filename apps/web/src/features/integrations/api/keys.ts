/** Query keys of the integrations page. */
export const integrationKeys = {
  all: ['integrations'] as const,
  personio: () => [...integrationKeys.all, 'personio'] as const,
  runs: () => [...integrationKeys.personio(), 'runs'] as const,
};
