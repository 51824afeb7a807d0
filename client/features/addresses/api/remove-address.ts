import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressList } from '../../../../shared/api/types';
import type { Locale } from '../../../../shared/locale';
import { useApi } from '../../../app-context';
import { useLocale } from '../../../i18n';
import { storefrontPost } from '../../../session/storefront';
import { userQuery } from '../../../session/user';

/** data.address is the user's new address list. */
export const removeAddress = (locale: Locale, id: number) => storefrontPost<AddressList>(`/api/users/address-remove/${id}`, {}, locale);

export function useRemoveAddress() {
  const api = useApi();
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => removeAddress(locale, id),
    onSuccess({ address }) {
      const { queryKey } = userQuery(api);
      // the answer's list replaces the user's addresses at once; the refetch confirms it
      queryClient.setQueryData(queryKey, (user) => (user ? { ...user, address } : user));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
