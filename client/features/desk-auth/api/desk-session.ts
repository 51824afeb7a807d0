import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { StaffMember, StaffSignInPage } from '../../../../shared/api/desk';
import { useApi } from '../../../app-context';
import { useLocale } from '../../../i18n';
import { storefrontPost } from '../../../session/storefront';

export const deskMeKey = ['desk', 'me'] as const;

/** The signed-in staff member, or null when the desk cookie is missing or ended (the server says null). */
export const deskMeQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: deskMeKey,
    queryFn: () => api.get<StaffMember | null>('/desk/me'),
    retry: false,
  });

/** Step one: the backend texts a code to a staff member's phone. */
export function useRequestDeskCode() {
  const api = useApi();
  return useMutation({ mutationFn: (phone: string) => api.send<unknown>('POST', '/desk/login', { phone }) });
}

/** Step two goes through the storefront, which keeps the staff token in the desk's HttpOnly cookie. */
export function useVerifyDeskCode() {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ phone, otp }: { phone: string; otp: string }) =>
      storefrontPost<StaffSignInPage>('/api/desk/verify', { phone, otp }, locale),
    onSuccess: ({ user }) => client.setQueryData(deskMeKey, user),
  });
}

export function useDeskLogout() {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => storefrontPost<null>('/api/desk/logout', {}, locale),
    onSettled: () => {
      client.setQueryData(deskMeKey, null);
      client.removeQueries({ queryKey: ['desk', 'orders'] });
    },
  });
}
