import { type InviteCompanyUserForm, type OperatorUser, operatorCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';

/** POST /god/company/{id}/invitation: e.g. the company's first administrator, with the registration mail. */
export function inviteCompanyUser(companyId: string, body: InviteCompanyUserForm): Promise<OperatorUser> {
  return api.call(operatorCalls.inviteCompanyUser, { params: { id: companyId }, body });
}

export function useInviteCompanyUser(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteCompanyUserForm) => inviteCompanyUser(companyId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorKeys.users() }),
        queryClient.invalidateQueries({ queryKey: operatorKeys.company(companyId), exact: true }),
      ]),
  });
}
