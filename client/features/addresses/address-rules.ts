// Spec §5, address form: the address itself is required (red once touched and empty); apartment,
// entrance, floor, comment, latitude and longitude are always valid, even empty. The rule is the
// server's own schema (shared/schemas/address.ts).
import type { Address } from '../../../shared/api/types';
import { invalidFields } from '../../../shared/schemas/fields';
import { AddressFields } from '../../../shared/schemas/address';

export type AddressValues = Omit<Address, 'id'>;
export type AddressField = keyof AddressValues;

export const emptyAddress: AddressValues = {
  address: '',
  apartment: '',
  entrance: '',
  floor: '',
  comment: '',
  latitude: '',
  longitude: '',
};

export const addressInvalid = (v: AddressValues) => invalidFields(v, AddressFields).has('address');

export const canSaveAddress = (v: AddressValues, saving: boolean) => !saving && !addressInvalid(v);

export const valuesOf = (a: Address): AddressValues => {
  const { id: _id, ...values } = a;
  return { ...emptyAddress, ...values };
};

/** Map coordinates travel as strings (spec §3); six decimals is about 10 cm. */
export const coordinate = (n: number) => n.toFixed(6);
