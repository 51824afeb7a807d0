import { useQueryClient } from '@tanstack/react-query';
import { notify as toast } from '../../../components/notify';
import { useApi } from '../../../app-context';
import { useT } from '../../../i18n';
import { userQuery } from '../../../session/user';
import { anyServerBasketKey } from '../../basket/api/server-basket';
import { favouriteProductsQuery } from '../../favourites/api/favourite-products';
import { favouritesStore } from '../../favourites/hooks/use-favourites';
import { useMergeGuestBasket } from '../api/merge-guest-basket';

/**
 * After a verified code (spec §4): notice, the guest basket pushed to the server and cleared
 * locally, then profile, basket and favourites (their dishes, GET /products?ids= with the
 * customer's session) reloaded for the signed-in customer.
 */
export function useCompleteSignIn() {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const { mutateAsync: mergeGuestBasket } = useMergeGuestBasket();

  return async () => {
    toast.success(t('you_have_successfully_login'));
    // before the user query flips the basket to the server one, so it shows the merged lines
    await mergeGuestBasket().catch(() => undefined);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: userQuery(api).queryKey }),
      queryClient.invalidateQueries({ queryKey: anyServerBasketKey }),
      queryClient.invalidateQueries({ queryKey: favouriteProductsQuery(api, favouritesStore.get()).queryKey }),
    ]);
  };
}
