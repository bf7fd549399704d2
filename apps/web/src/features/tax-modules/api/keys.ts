/** Query keys of the tax-modules screen: one answer per year. */
export const taxModuleKeys = {
  all: ['tax-modules'] as const,
  year: (year: number) => [...taxModuleKeys.all, year] as const,
};
