import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '../../../../shared/api/types';
import type { Locale } from '../../../../shared/locale';
import { useApi } from '../../../app-context';
import { useLocale } from '../../../i18n';
import { storefrontPost } from '../../../session/storefront';
import { userQuery } from '../../../session/user';
import type { AddressValues } from '../address-rules';

/** Create (no id) or update (id) through the storefront route, which answers { statusCode, data }. */
export const upsertAddress = (locale: Locale, values: AddressValues, id?: number) =>
  storefrontPost<Address>('/api/users/address-upsert', id === undefined ? values : { ...values, id }, locale);

/** The user's address list lives on the user: settled once it has been reloaded (the form then goes back to the list). */
export function useUpsertAddress() {
  const api = useApi();
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, id }: { values: AddressValues; id?: number }) => upsertAddress(locale, values, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQuery(api).queryKey }),
  });
}
