import type { ApiClient } from '../../../../shared/api/client';
import { guestBasketIds } from '../../basket/basket-math';
import { guestBasketStore } from '../../basket/guest-store';

/**
 * Right after sign-in: the guest basket goes to the server with /basket-multiple (quantities add
 * up there, capped) and is then cleared locally. Kept locally if the server refused it.
 */
export async function mergeGuestBasket(api: ApiClient): Promise<void> {
  const guest = guestBasketStore.get();
  const ids = guestBasketIds(guest);
  if (ids.length === 0) return;
  await api.send('POST', '/basket-multiple', { products: ids.map((product_id) => ({ product_id, quantity: guest[product_id] })) });
  guestBasketStore.set(() => ({}));
}
