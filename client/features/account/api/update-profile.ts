import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { User } from '../../../../shared/api/types';
import type { ProfileInput } from '../../../../shared/schemas/account';
import { useApi } from '../../../app-context';
import { userQuery } from '../../../session/user';

/** POST /users/update: answers the new user. */
export const updateProfile = (api: ApiClient, body: ProfileInput) => api.send<User>('POST', '/users/update', body);

/** The answer is the user: it replaces the cached one, no refetch needed. */
export function useUpdateProfile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileInput) => updateProfile(api, body),
    onSuccess: (user) => queryClient.setQueryData(userQuery(api).queryKey, user),
  });
}
