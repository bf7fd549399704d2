import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSessionUser } from '../test/render';
import { callsTo, mockFetch } from '../test/fetch-mock';
import { createQueryClient } from './query-client';
import { useSaveLanguage } from './save-language';
import { sessionQueryKey } from './session-query-key';

afterEach(() => {
  vi.unstubAllGlobals();
});

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

describe('saving the language', () => {
  it('saves quick choices one after another and reads the session once, after the last', async () => {
    const answers: Array<() => void> = [];
    const fetchMock = mockFetch({
      'PATCH /user/settings/change-language': ({ init }) => {
        const { language } = JSON.parse(String(init?.body)) as { language: 'en' | 'de' };
        return new Promise<Response>((resolve) =>
          answers.push(() => resolve(json(buildSessionUser({ culture: language })))),
        );
      },
      'GET /auth/check': () => json({}),
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, {});
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSaveLanguage(), { wrapper });

    act(() => result.current.mutate('en'));
    act(() => result.current.mutate('de'));
    await waitFor(() => expect(answers).toHaveLength(1));
    // The second choice waits for the first: the server ends with the last one.
    expect(callsTo(fetchMock, 'PATCH', '/user/settings/change-language')).toHaveLength(1);

    act(() => answers[0]!());
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH', '/user/settings/change-language')[1]![1]?.body))).toEqual({
      language: 'de',
    });
    expect(invalidate).not.toHaveBeenCalled();

    act(() => answers[1]!());
    await waitFor(() => expect(invalidate).toHaveBeenCalledOnce());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sessionQueryKey });
  });
});
