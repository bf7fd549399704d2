import { type OperatorUser, type SupportUserForm, operatorCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';

/** POST /god/company/{id}/user: a support user of ours inside the company. */
export function createSupportUser(companyId: string, body: SupportUserForm): Promise<OperatorUser> {
  return api.call(operatorCalls.createSupportUser, { params: { id: companyId }, body });
}

export function useCreateSupportUser(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportUserForm) => createSupportUser(companyId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorKeys.users() }),
        queryClient.invalidateQueries({ queryKey: operatorKeys.company(companyId), exact: true }),
      ]),
  });
}
