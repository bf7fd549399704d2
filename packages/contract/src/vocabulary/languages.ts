/**
 * The interface languages. Free of the schema library, like the other modules the sign-in page
 * reads: that page loads without it (docs/performance.md, "The sign-in page loads alone").
 */
export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}
