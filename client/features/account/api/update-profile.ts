import type { ApiClient } from '../../../../shared/api/client';
import type { User } from '../../../../shared/api/types';

/** POST /users/update: answers the new user. */
export const updateProfile = (api: ApiClient, body: { name: string; surname: string; email: string }) =>
  api.send<User>('POST', '/users/update', body);
