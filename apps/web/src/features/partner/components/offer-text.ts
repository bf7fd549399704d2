import type { FormatLanguage } from '../../../lib/format';

/** An offer's text in the reader's language; both are required, so one is always there. */
export function inLanguage(text: { en: string; de: string }, language: FormatLanguage): string {
  return text[language];
}
