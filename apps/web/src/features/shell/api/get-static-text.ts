import { queryOptions, useQuery } from '@tanstack/react-query';
import { shellKeys } from './keys';

/** The static texts the app shows in dialogs, served beside the app. */
export const staticTexts = {
  changelog: '/CHANGELOG.md',
  webLicences: '/licenses.txt',
  serverLicences: '/v2/licenses.txt',
} as const;
export type StaticText = keyof typeof staticTexts;

/** Loads a static text; a non-200 answer gives an empty text, which shows nothing. */
export async function getStaticText(text: StaticText, signal?: AbortSignal): Promise<string> {
  const response = await fetch(staticTexts[text], { signal, headers: { Accept: 'text/plain, text/markdown' } });
  return response.ok ? response.text() : '';
}

export function staticTextQueryOptions(text: StaticText) {
  return queryOptions({
    queryKey: shellKeys.staticText(text),
    queryFn: ({ signal }) => getStaticText(text, signal),
    staleTime: Infinity,
  });
}

export function useStaticText(text: StaticText, enabled: boolean) {
  return useQuery({ ...staticTextQueryOptions(text), enabled });
}
