import { emptyAddress } from '../addresses/address-rules';
import { initialCheckout, type CheckoutValues } from './checkout-rules';

/**
 * What the shopper typed in the checkout, kept for this tab only (sessionStorage): a reload gives it
 * back, another tab never sees it, and it names whose it is (a guest, or customer 12), so a sign-in
 * or sign-out in this tab starts from an empty form rather than someone else's. Cleared once the
 * order is placed.
 */
export const CHECKOUT_DRAFT_KEY = 'shop.checkout-draft.v1';

interface Draft {
  owner: string;
  values: CheckoutValues;
}

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: the form lives as long as the page
  }
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/** Every field checked on the way in: a draft from an older build or edited by hand cannot break the form. */
function valuesOf(raw: Partial<Record<keyof CheckoutValues, unknown>>): CheckoutValues {
  const address = (raw.address ?? {}) as Record<string, unknown>;
  return {
    name: text(raw.name, initialCheckout.name),
    phone: text(raw.phone, initialCheckout.phone),
    address: Object.fromEntries(
      Object.entries(emptyAddress).map(([field, empty]) => [field, text(address[field], empty)]),
    ) as CheckoutValues['address'],
    addressId: typeof raw.addressId === 'number' ? raw.addressId : null,
    when: raw.when === 'at' ? 'at' : 'asap',
    slot: text(raw.slot, ''),
    payment: raw.payment === 'card' || raw.payment === 'cash' ? raw.payment : initialCheckout.payment,
    note: text(raw.note, ''),
    bonus: text(raw.bonus, ''),
    changeFrom: text(raw.changeFrom, ''),
  };
}

export function readCheckoutDraft(owner: string): CheckoutValues | null {
  try {
    const raw = tabStorage()?.getItem(CHECKOUT_DRAFT_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<Draft> | null;
    if (!draft || draft.owner !== owner || typeof draft.values !== 'object' || !draft.values) return null;
    return valuesOf(draft.values);
  } catch {
    return null;
  }
}

export function saveCheckoutDraft(owner: string, values: CheckoutValues) {
  try {
    tabStorage()?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ owner, values } satisfies Draft));
  } catch {
    // full or disabled: a reload starts empty, as it always did
  }
}

export function clearCheckoutDraft() {
  try {
    tabStorage()?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // nothing was kept either
  }
}
