import { type AuthCheckResponse, supportCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session-query-key';

/** POST /api/v3/support/company {companyId} */
export function selectCompany(companyId: string): Promise<AuthCheckResponse> {
  return api.call(supportCalls.selectCompany, { body: { companyId } });
}

/**
 * Every cached answer belonged to the company looked at before, so all of them are dropped and the
 * screens on view load again; the session takes the answer at once.
 */
export function useSelectCompany(onSelected: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectCompany,
    onSuccess: async (session) => {
      queryClient.setQueryData(sessionQueryKey, session);
      await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      onSelected();
    },
  });
}
