import { queryOptions, useQuery } from '@tanstack/react-query';
import { shellKeys } from './keys';

/** The cultures a privacy policy is published in; any other culture reads the English one. */
const publishedCultures = ['en', 'de'] as const;

export function privacyPolicyPath(culture: string): string {
  const published = (publishedCultures as readonly string[]).includes(culture) ? culture : 'en';
  return `/privacy-policy/${published}.md`;
}

/** The privacy policy of a culture; a non-200 answer gives an empty text, which shows nothing. */
export async function getPrivacyPolicy(culture: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(privacyPolicyPath(culture), {
    signal,
    headers: { Accept: 'text/markdown, text/plain' },
  });
  return response.ok ? response.text() : '';
}

export function privacyPolicyQueryOptions(culture: string) {
  return queryOptions({
    queryKey: shellKeys.privacyPolicy(culture),
    queryFn: ({ signal }) => getPrivacyPolicy(culture, signal),
    staleTime: Infinity,
  });
}

export function usePrivacyPolicy(culture: string, enabled: boolean) {
  return useQuery({ ...privacyPolicyQueryOptions(culture), enabled });
}
