import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import { useApi } from '../../../app-context';

export interface RegisterFields {
  name: string;
  surname: string;
  phone: string;
  email: string;
}

/** Step one: POST /register (a new customer) or POST /login (a known phone); the backend texts a code and answers the user's id. */
export const requestCode = (api: ApiClient, request: { register: RegisterFields } | { login: string }) =>
  'register' in request
    ? api.send<{ id: number }>('POST', '/register', request.register)
    : api.send<{ id: number }>('POST', '/login', { phone: request.login });

/** Nothing cached changes until the code is verified. */
export function useRequestCode() {
  const api = useApi();
  return useMutation({ mutationFn: (request: Parameters<typeof requestCode>[1]) => requestCode(api, request) });
}
