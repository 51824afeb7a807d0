import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../../shared/locale';
import { useApi } from '../../../app-context';
import { useLocale } from '../../../i18n';
import { storefrontPost } from '../../../session/storefront';
import { userQuery } from '../../../session/user';
import { anyServerBasketKey } from '../../basket/api/server-basket';
import { guestBasketStore } from '../../basket/guest-store';
import { EMPTY_GUEST_BASKET } from '../../basket/guest-basket';
import { favouriteProductsQuery } from '../../favourites/api/favourite-products';
import { favouritesStore } from '../../favourites/hooks/use-favourites';
import { anyOrderKey } from '../../orders/api/order';
import { anyOrdersKey } from '../../orders/api/orders';

/** The storefront revokes the session and clears its HttpOnly cookie. */
export const signOut = (locale: Locale) => storefrontPost<null>('/api/auth/logout', {}, locale);

/**
 * Spec §4: the basket and everything that belonged to the customer go, in every language; the
 * session starts again as a guest, and the favourites' dishes are reloaded without the session.
 */
export function useSignOutMutation() {
  const api = useApi();
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOut(locale),
    async onSuccess() {
      guestBasketStore.set(() => EMPTY_GUEST_BASKET);
      queryClient.setQueryData(userQuery(api).queryKey, null);
      for (const queryKey of [anyServerBasketKey, anyOrdersKey, anyOrderKey]) queryClient.removeQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey: favouriteProductsQuery(api, favouritesStore.get()).queryKey });
    },
  });
}
