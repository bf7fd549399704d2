import { managedUserSchema, type CreateUserRequest, type ManagedUser } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { userKeys } from './keys';

/** POST /user: the new user starts in status CREATED. */
export function createUser(body: CreateUserRequest): Promise<ManagedUser> {
  return apiClient.post('/user', body, { schema: managedUserSchema });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      void queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
