import { describe, expect, it } from 'vitest';
import { emptyAddress } from '../addresses/address-rules';
import { bonusAmount, checkoutProblems, checkoutTotals, initialCheckout, orderBody, refusedDishes } from './checkout-rules';

const guest = { ...initialCheckout, name: 'Aman', phone: '+99361234567', address: { ...emptyAddress, address: 'Magtymguly 1' } };
const items = [{ product_id: 3, quantity: 2 }];

describe('checkout rules', () => {
  it('asks a guest for name, full phone and address', () => {
    expect(checkoutProblems(initialCheckout, null, 1000)).toEqual(new Set(['name', 'phone', 'address']));
    expect(checkoutProblems(guest, null, 1000).size).toBe(0);
  });

  it('refuses a guest landline, as the server does (mobile operator codes only)', () => {
    expect(checkoutProblems({ ...guest, phone: '+99312345678' }, null, 1000)).toEqual(new Set(['phone']));
    expect(checkoutProblems({ ...guest, phone: '+993' }, null, 1000)).toEqual(new Set(['phone']));
  });

  it('takes a name only as long as the server does (100 characters)', () => {
    expect(checkoutProblems({ ...guest, name: 'A'.repeat(101) }, null, 1000)).toEqual(new Set(['name']));
  });

  it('asks a customer for a saved address, and a bonus within balance and subtotal', () => {
    const v = { ...initialCheckout, addressId: 4 };
    expect(checkoutProblems({ ...initialCheckout }, { balance: 0 }, 1000)).toEqual(new Set(['address']));
    expect(checkoutProblems({ ...v, bonus: '5.00' }, { balance: 500 }, 1000).size).toBe(0);
    expect(checkoutProblems({ ...v, bonus: '5.01' }, { balance: 500 }, 1000)).toEqual(new Set(['bonus']));
    expect(checkoutProblems({ ...v, bonus: '11' }, { balance: 5000 }, 1000)).toEqual(new Set(['bonus']));
    expect(checkoutProblems({ ...v, bonus: 'abc' }, { balance: 5000 }, 1000)).toEqual(new Set(['bonus']));
  });

  it('needs a slot when delivering at a time', () => {
    expect(checkoutProblems({ ...guest, when: 'at' }, null, 1000)).toEqual(new Set(['slot']));
  });

  it('reads the bonus in minor units without floats', () => {
    expect(bonusAmount('', 100, 100)).toBe(0);
    expect(bonusAmount('0.30', 100, 100)).toBe(30);
  });

  it('builds the guest body with items, contact (phone without +993) and address fields', () => {
    expect(orderBody({ ...guest, note: ' ring ' }, false, items)).toEqual({
      fulfilment: 'delivery',
      payment_method: 'cash',
      delivery_time: 'asap',
      note: 'ring',
      items,
      name: 'Aman',
      phone: '61234567',
      ...guest.address,
    });
  });

  it('builds the customer body with the saved address, the slot and the bonus', () => {
    const v = {
      ...initialCheckout,
      addressId: 4,
      when: 'at' as const,
      slot: '2026-11-22T05:00:00.000Z',
      payment: 'card' as const,
      bonus: '2.5',
    };
    expect(orderBody(v, true, items)).toEqual({
      fulfilment: 'delivery',
      payment_method: 'card',
      delivery_time: '2026-11-22T05:00:00.000Z',
      note: '',
      address_id: 4,
      bonus: '2.50',
    });
    expect(orderBody({ ...v, bonus: '' }, true, items)).not.toHaveProperty('bonus');
  });

  it('asks no address for pickup and sends none: the shopper comes to the restaurant', () => {
    const noAddress = { ...guest, address: { ...guest.address, address: '' } };
    expect(checkoutProblems(noAddress, null, 1000)).toEqual(new Set(['address']));
    expect(checkoutProblems(noAddress, null, 1000, 1000, 'pickup').size).toBe(0);
    expect(checkoutProblems({ ...initialCheckout, addressId: null }, { balance: 0 }, 1000, 1000, 'pickup').size).toBe(0);
    const body = orderBody(guest, false, items, 'pickup');
    expect(body).toMatchObject({ fulfilment: 'pickup', address: '', latitude: '', longitude: '' });
    expect(orderBody({ ...initialCheckout, addressId: 4 }, true, items, 'pickup')).not.toHaveProperty('address_id');
  });

  it('"change from" is for cash only, money, at least the total; sent formatted and only for cash', () => {
    const cash = { ...guest, changeFrom: '200' };
    expect(checkoutProblems(cash, null, 9000, 10500).size).toBe(0);
    expect(checkoutProblems({ ...cash, changeFrom: '100' }, null, 9000, 10500)).toEqual(new Set(['change_from']));
    expect(checkoutProblems({ ...cash, changeFrom: 'lots' }, null, 9000, 10500)).toEqual(new Set(['change_from']));
    expect(checkoutProblems({ ...cash, changeFrom: '100', payment: 'card' }, null, 9000, 10500).size).toBe(0);
    expect(orderBody(cash, false, items)).toMatchObject({ change_from: '200.00' });
    expect(orderBody({ ...cash, payment: 'card' }, false, items)).not.toHaveProperty('change_from');
    expect(orderBody({ ...cash, changeFrom: '' }, false, items)).not.toHaveProperty('change_from');
  });

  it('totals: subtotal + delivery fee − bonus', () => {
    expect(checkoutTotals(4500, 1500, 500)).toEqual({ subtotal: 4500, deliveryFee: 1500, bonus: 500, total: 5500 });
  });
});

describe('the dishes a sold-out refusal names', () => {
  it('reads the lines by their index in what was sent, ignoring other fields', () => {
    const items = [
      { product_id: 4, quantity: 1 },
      { product_id: 9, quantity: 2 },
    ];
    const fields = { 'items.1.product_id': 'sold_out', phone: 'invalid', 'items.7.product_id': 'sold_out' };
    expect(refusedDishes({ fields }, items)).toEqual([9]);
    expect(refusedDishes({}, items)).toEqual([]);
  });
});
