/** localStorage key of the order kept offline (offline-order.ts); its own file so the entry can check it for a few bytes. */
export const PENDING_ORDER_KEY = 'shop.pending-order.v1';

export function hasPendingOrder(): boolean {
  try {
    return localStorage.getItem(PENDING_ORDER_KEY) !== null;
  } catch {
    return false; // storage disabled: nothing was kept either
  }
}
