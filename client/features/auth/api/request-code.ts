import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { CodeSent } from '../../../../shared/api/types';
import type { RegisterInput } from '../../../../shared/schemas/account';
import { useApi } from '../../../app-context';

/** Step one: POST /register (a new customer) or POST /login (a known phone); the backend texts a code and answers the user's id. */
export const requestCode = (api: ApiClient, request: { register: RegisterInput } | { login: string }) =>
  'register' in request
    ? api.send<CodeSent>('POST', '/register', request.register)
    : api.send<CodeSent>('POST', '/login', { phone: request.login });

/** Nothing cached changes until the code is verified. */
export function useRequestCode() {
  const api = useApi();
  return useMutation({ mutationFn: (request: Parameters<typeof requestCode>[1]) => requestCode(api, request) });
}
