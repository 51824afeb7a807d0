// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_DRAFT_KEY, clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from './checkout-draft';
import { initialCheckout } from './checkout-rules';

const typed = { ...initialCheckout, name: 'Aýna', phone: '+99365123456', note: 'Çörek goşmaň', when: 'at' as const, slot: 's' };

describe('the checkout draft of this tab', () => {
  afterEach(() => sessionStorage.clear());

  it('comes back for the same shopper only, and is gone once cleared', () => {
    saveCheckoutDraft('guest', typed);
    expect(readCheckoutDraft('guest')).toEqual(typed);
    expect(readCheckoutDraft('customer-12')).toBeNull(); // signed in meanwhile: not the guest's words
    expect(localStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull(); // other tabs never see it
    clearCheckoutDraft();
    expect(readCheckoutDraft('guest')).toBeNull();
  });

  it('a damaged or foreign draft gives an empty form, never a broken one', () => {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, '{not json');
    expect(readCheckoutDraft('guest')).toBeNull();
    sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({ owner: 'guest', values: { name: 7, payment: 'gold', address: { address: 'Köçe 1', floor: 3 }, when: 'later' } }),
    );
    expect(readCheckoutDraft('guest')).toEqual({ ...initialCheckout, address: { ...initialCheckout.address, address: 'Köçe 1' } });
  });
});
