import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../app-context';
import { addBasketLines } from '../../basket/api/add-basket-lines';
import { guestBasketStore } from '../../basket/guest-store';
import { EMPTY_GUEST_BASKET } from '../../basket/guest-basket';

/**
 * Right after sign-in: the guest basket goes to the server with /basket-multiple (quantities add
 * up there, capped) and is then cleared locally. Kept locally if the server refused it. The
 * server basket is reloaded by useCompleteSignIn, in the language of every cached copy.
 */
export function useMergeGuestBasket() {
  const api = useApi();
  return useMutation({
    async mutationFn() {
      const { lines } = guestBasketStore.get();
      if (lines.length === 0) return false;
      // each line with its choices: the same dish chosen otherwise stays another line
      await addBasketLines(
        api,
        lines.map(({ product_id, choices, quantity }) => ({ product_id, quantity, choices: [...choices] })),
      );
      return true;
    },
    onSuccess: (merged) => merged && guestBasketStore.set(() => EMPTY_GUEST_BASKET),
  });
}
