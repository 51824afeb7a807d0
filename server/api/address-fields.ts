import type { Address } from '../../shared/api/types';
import { AddressFields as AddressSchema } from '../../shared/schemas/address';

export type AddressFields = Omit<Address, 'id'>;

// the fields the address form and the order body take (shared/schemas/address.ts), and no others
const FIELDS = Object.keys(AddressSchema.schema) as (keyof AddressFields)[];

/** The delivery address fields as the contract shows them, from a saved address or an order's copy of one. */
export function addressFields(row: AddressFields): AddressFields {
  return Object.fromEntries(FIELDS.map((field) => [field, row[field]])) as AddressFields;
}
