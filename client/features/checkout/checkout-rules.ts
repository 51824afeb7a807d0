// The checkout form's rules, pure: what is missing, what the bonus may be, what is sent. The guest's
// name and phone are checked by the server's own order schema (shared/schemas/order.ts).
import { formatMoney, parseMoney } from '../../../shared/money';
import type { OrderBody, PaymentMethod } from '../../../shared/api/types';
import type { Fulfilment } from '../../../shared/order-status';
import { invalidFields } from '../../../shared/schemas/fields';
import { changeFromProblem, GuestContact } from '../../../shared/schemas/order';
import { phoneForApi } from '../../components/form/phone';
import { addressInvalid, emptyAddress, type AddressValues } from '../addresses/address-rules';

export interface CheckoutValues {
  /** guest only */
  name: string;
  /** guest only: "+993" and 8 digits */
  phone: string;
  /** guest: typed address and map point */
  address: AddressValues;
  /** customer: a saved address */
  addressId: number | null;
  when: 'asap' | 'at';
  slot: string;
  payment: PaymentMethod;
  note: string;
  /** customer only, in tmt as typed ("12.50"); empty = none */
  bonus: string;
  /** cash only: the note the shopper pays with, in tmt as typed ("200"); empty = none */
  changeFrom: string;
}

export const initialCheckout: CheckoutValues = {
  name: '',
  phone: '',
  address: emptyAddress,
  addressId: null,
  when: 'asap',
  slot: '',
  payment: 'cash',
  note: '',
  bonus: '',
  changeFrom: '',
};

export type CheckoutProblem = 'name' | 'phone' | 'address' | 'slot' | 'bonus' | 'change_from';

/** The bonus in minor units, or null when it is not a valid amount within the balance and the dishes' price. */
export function bonusAmount(text: string, balance: number, subtotal: number): number | null {
  if (!text.trim()) return 0;
  const amount = parseMoney(text);
  return amount === null || amount > balance || amount > subtotal ? null : amount;
}

/**
 * What is wrong with the "change from" amount for an order of `total` (minor units): not money, or
 * below the total (shared changeFromProblem); only asked when paying cash, and empty is fine.
 */
export function changeFromInvalid(v: Pick<CheckoutValues, 'changeFrom' | 'payment'>, total: number): boolean {
  const text = v.changeFrom.trim();
  if (v.payment !== 'cash' || text === '') return false;
  return parseMoney(text) === null || changeFromProblem(text, 'cash', total) !== null;
}

/** `total` (minor units, after delivery and bonus) is what a "change from" note must cover. */
export function checkoutProblems(
  v: CheckoutValues,
  customer: { balance: number } | null,
  subtotal: number,
  total = subtotal,
  fulfilment: Fulfilment = 'delivery',
): Set<CheckoutProblem> {
  const problems = new Set<CheckoutProblem>();
  // pickup: the shopper comes to the restaurant, so no address is asked
  const delivery = fulfilment === 'delivery';
  if (customer) {
    if (delivery && v.addressId === null) problems.add('address');
    if (bonusAmount(v.bonus, customer.balance, subtotal) === null) problems.add('bonus');
  } else {
    // the phone field holds "+993" and the digits, a spelling the schema takes
    for (const field of invalidFields({ name: v.name, phone: v.phone }, GuestContact)) problems.add(field as 'name' | 'phone');
    if (delivery && addressInvalid(v.address)) problems.add('address');
  }
  if (v.when === 'at' && !v.slot) problems.add('slot');
  if (changeFromInvalid(v, total)) problems.add('change_from');
  return problems;
}

/** The order body (shared/api/types OrderBody); guests send their lines, customers' orders take the server basket. */
export function orderBody(
  v: CheckoutValues,
  customer: boolean,
  items: { product_id: number; quantity: number; choices?: number[] }[],
  fulfilment: Fulfilment = 'delivery',
): OrderBody {
  const changeFrom = v.payment === 'cash' ? parseMoney(v.changeFrom) : null;
  const pickup = fulfilment === 'pickup';
  const common = {
    fulfilment,
    payment_method: v.payment,
    delivery_time: v.when === 'asap' ? 'asap' : v.slot,
    note: v.note.trim(),
    ...(changeFrom ? { change_from: formatMoney(changeFrom) } : {}),
  };
  if (customer) {
    const bonus = parseMoney(v.bonus || '0') ?? 0;
    return { ...common, ...(pickup ? {} : { address_id: v.addressId! }), ...(bonus > 0 ? { bonus: formatMoney(bonus) } : {}) };
  }
  return { ...common, items, name: v.name.trim(), phone: phoneForApi(v.phone), ...(pickup ? emptyAddress : v.address) };
}

/** What the summary shows before the server has priced the order (the confirmation shows the server's). */
export function checkoutTotals(subtotal: number, deliveryFee: number, bonus: number) {
  return { subtotal, deliveryFee, bonus, total: subtotal + deliveryFee - bonus };
}

/**
 * The dishes a 422 product_unavailable names: its fields are `items.<index>.product_id` of the lines
 * sent, so the checkout can mark them before the stop-list's next read says so.
 */
export function refusedDishes(err: { fields?: Record<string, string> }, items: { product_id: number }[]): number[] {
  return Object.keys(err.fields ?? {}).flatMap((field) => {
    const index = /^items\.(\d+)\.product_id$/.exec(field)?.[1];
    const item = index === undefined ? undefined : items[Number(index)];
    return item ? [item.product_id] : [];
  });
}
