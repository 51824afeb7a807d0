import type { Order } from '../../../shared/api/types';

/**
 * Which tab kept the order waiting offline (sessionStorage: this tab's, kept across its reloads): that
 * tab is led to the confirmation once the shop takes the order, whatever the shopper opened meanwhile;
 * other open tabs of the shop only see the basket empty.
 */
const KEPT_HERE = 'shop.order-kept-here.v1';

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function markKeptHere(key: string) {
  try {
    tabStorage()?.setItem(KEPT_HERE, key);
  } catch {
    // full or disabled: the checkout still shows the confirmation when it is open
  }
}

/** True once for the order this tab kept: the mark is taken as it is read. */
export function takeKeptHere(key: string): boolean {
  try {
    const storage = tabStorage();
    if (storage?.getItem(KEPT_HERE) !== key) return false;
    storage.removeItem(KEPT_HERE);
    return true;
  } catch {
    return false;
  }
}

const CONFIRMATION = 'shop.confirmation.v1';

/** A guest's confirmation as shown in this tab: a reload of it (or one the browser makes) shows it again. */
export function keepConfirmation(order: Order) {
  try {
    tabStorage()?.setItem(CONFIRMATION, JSON.stringify(order));
  } catch {
    // full or disabled: the order is still listed under "your orders on this device"
  }
}

export function keptConfirmation(): Order | null {
  try {
    const order = JSON.parse(tabStorage()?.getItem(CONFIRMATION) ?? 'null') as Order | null;
    return order && typeof order.number === 'string' && Array.isArray(order.lines) ? order : null;
  } catch {
    return null;
  }
}

/** A new checkout begins: the last confirmation has been seen. */
export function forgetConfirmation() {
  try {
    tabStorage()?.removeItem(CONFIRMATION);
  } catch {
    // nothing was kept either
  }
}
