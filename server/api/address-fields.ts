import type { Address } from '../../shared/api/types';

export type AddressFields = Omit<Address, 'id'>;

/** The delivery address fields as the contract shows them, from a saved address or an order's copy of one. */
export function addressFields(row: AddressFields): AddressFields {
  return {
    address: row.address,
    apartment: row.apartment,
    entrance: row.entrance,
    floor: row.floor,
    comment: row.comment,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
