import type { Address } from '../../../../shared/api/types';
import type { Locale } from '../../../../shared/locale';
import { storefrontPost } from '../../../session/storefront';
import type { AddressValues } from '../address-rules';

/** Create (no id) or update (id) through the storefront route, which answers { statusCode, data }. */
export const upsertAddress = (locale: Locale, values: AddressValues, id?: number) =>
  storefrontPost<Address>('/api/users/address-upsert', id === undefined ? values : { ...values, id }, locale);

/** data.address is the user's new address list. */
export const removeAddress = (locale: Locale, id: number) =>
  storefrontPost<{ address: Address[] }>(`/api/users/address-remove/${id}`, {}, locale);
