import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { AddressBody, AddressFields } from './address';
import { invalidFields } from './fields';
import { CustomerOrderBody, GuestContact, GuestOrderBody } from './order';

const address = { address: 'Magtymguly 1', apartment: '', entrance: '', floor: '', comment: '', latitude: '', longitude: '' };

describe('address schema', () => {
  it('requires the address; the rest may be left out and reads as empty', () => {
    expect(create({ address: ' Magtymguly 1 ' }, AddressFields)).toEqual(address);
    expect(invalidFields({ address: '  ' }, AddressFields)).toEqual(new Set(['address']));
  });

  it('takes a map point as decimal strings within range', () => {
    expect(invalidFields({ ...address, latitude: '37.95', longitude: '58.38' }, AddressFields).size).toBe(0);
    expect(invalidFields({ ...address, latitude: '91', longitude: '1e3' }, AddressFields)).toEqual(new Set(['latitude', 'longitude']));
  });

  it('names a saved address by id when one is changed', () => {
    expect(create({ ...address, id: '7' }, AddressBody).id).toBe(7);
    expect(invalidFields({ ...address, id: '07' }, AddressBody)).toEqual(new Set(['id']));
  });
});

describe('order schemas', () => {
  it('take a guest by name and mobile phone, stored as its 8 digits', () => {
    expect(create({ name: ' Aman ', phone: '+99361234567' }, GuestContact)).toEqual({ name: 'Aman', phone: '61234567' });
    expect(invalidFields({ name: '', phone: '+99312345678' }, GuestContact)).toEqual(new Set(['name', 'phone']));
  });

  it('leave the address optional (a saved address_id may name it) but keep its fields', () => {
    const body = create({ payment_method: 'cash', delivery_time: 'asap', address_id: 3 }, CustomerOrderBody);
    expect(body).toMatchObject({ address: '', latitude: '', address_id: 3, bonus: '' });
    expect(invalidFields({ payment_method: 'cash', delivery_time: 'asap', bonus: '1.005' }, CustomerOrderBody)).toEqual(new Set(['bonus']));
  });

  it('want a guest order to list 1 to 99 of each dish', () => {
    const guest = { name: 'Aman', phone: '61234567', payment_method: 'card', delivery_time: 'asap' };
    expect(invalidFields({ ...guest, items: [{ product_id: 1, quantity: 1 }] }, GuestOrderBody).size).toBe(0);
    expect(invalidFields({ ...guest, items: [{ product_id: 1, quantity: 100 }] }, GuestOrderBody)).toEqual(new Set(['items']));
    expect(invalidFields({ ...guest, items: [] }, GuestOrderBody)).toEqual(new Set(['items']));
  });
});
