import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../app-context';
import { guestBasketIds } from '../../basket/basket-math';
import { addBasketLines } from '../../basket/api/add-basket-lines';
import { guestBasketStore } from '../../basket/guest-store';

/**
 * Right after sign-in: the guest basket goes to the server with /basket-multiple (quantities add
 * up there, capped) and is then cleared locally. Kept locally if the server refused it. The
 * server basket is reloaded by useCompleteSignIn, in the language of every cached copy.
 */
export function useMergeGuestBasket() {
  const api = useApi();
  return useMutation({
    async mutationFn() {
      const guest = guestBasketStore.get();
      const ids = guestBasketIds(guest);
      if (ids.length === 0) return false;
      await addBasketLines(
        api,
        ids.map((product_id) => ({ product_id, quantity: guest[product_id] })),
      );
      return true;
    },
    onSuccess: (merged) => merged && guestBasketStore.set(() => ({})),
  });
}
