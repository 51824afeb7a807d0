import { maskPhone, phoneFromText, PHONE_PREFIX } from '../../components/form/phone';
import { readCheckoutDraft, saveCheckoutDraft } from './checkout-draft';
import { initialCheckout, type CheckoutValues } from './checkout-rules';

/** The guest's draft owner (checkout-draft.ts): the HTML form is a guest's only. */
const GUEST = 'guest';

/**
 * What the shopper typed in the HTML checkout (html-checkout.tsx), before the scripts came or while
 * they took over, kept as this tab's checkout draft: the scripted form starts from it (checkout-form.tsx
 * reads the draft as it mounts), so nothing typed is lost. A field left empty keeps the draft's value.
 */
export function keepTypedBeforeScripts(form: HTMLFormElement | null) {
  if (!form) return;
  const data = new FormData(form);
  const draft = readCheckoutDraft(GUEST) ?? initialCheckout;
  const typed = (name: string, kept: string) => {
    const value = String(data.get(name) ?? '').trim() === '' ? '' : String(data.get(name));
    return value || kept;
  };
  const phoneText = String(data.get('phone') ?? '');
  const phone =
    phoneText.trim() === '' || phoneText.trim() === PHONE_PREFIX ? draft.phone : (phoneFromText(phoneText) ?? maskPhone(phoneText));
  const time = String(data.get('delivery_time') ?? 'asap');
  const payment = data.get('payment_method') === 'card' ? 'card' : 'cash';
  const values: CheckoutValues = {
    ...draft,
    name: typed('name', draft.name),
    phone,
    address: {
      ...draft.address,
      address: typed('address', draft.address.address),
      apartment: typed('apartment', draft.address.apartment),
      entrance: typed('entrance', draft.address.entrance),
      floor: typed('floor', draft.address.floor),
      comment: typed('comment', draft.address.comment),
    },
    when: time === 'asap' ? 'asap' : 'at',
    slot: time === 'asap' ? draft.slot : time,
    payment,
    changeFrom: typed('change_from', draft.changeFrom),
    note: typed('note', draft.note),
  };
  saveCheckoutDraft(GUEST, values);
}
