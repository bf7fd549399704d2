import { type OperatorUser, type UpdateOperatorUserRequest, operatorCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';

/** PATCH /god/user/{id} */
export function updateOperatorUser(id: string, body: UpdateOperatorUserRequest): Promise<OperatorUser> {
  return api.call(operatorCalls.updateUser, { params: { id }, body });
}

export function useUpdateOperatorUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOperatorUserRequest) => updateOperatorUser(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.users() }),
  });
}
