import { queryOptions } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '../../shared/api/client';
import type { User } from '../../shared/api/types';

/** The signed-in user, or null for a guest (the session cookie is HttpOnly: only the server knows). */
export const userQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['user'],
    queryFn: async (): Promise<User | null> => {
      try {
        return await api.get<User>('/user');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
