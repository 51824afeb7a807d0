import type { Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import type { AddressColumns } from '../../db/schema-customers';
import { formatMoney } from '../../../shared/money';
import { fulfilmentOffered, missingForPickup, type Fulfilment } from '../../../shared/pickup';
import { AppError, unprocessable } from '../../http/errors';
import { fulfilmentSettings } from '../rules/fulfilment';
import { deliveryFeeFor } from '../zones/service';

/** A pickup order's address columns: the shopper comes to the restaurant, so none. */
const NO_ADDRESS: AddressColumns = { address: '', apartment: '', entrance: '', floor: '', comment: '', latitude: '', longitude: '' };

/**
 * How the order reaches the shopper, against the owner's settings (shared/pickup.ts), inside the
 * order's transaction, and what that costs. Delivery: the address is required and its zone's fee and
 * minimum apply. Pickup: no address, no zone, no fee; the pickup minimum, if the owner set one.
 * Either turned off: a localized 422 naming `fulfilment`.
 */
export async function fulfil(
  trx: Transaction<Schema>,
  fulfilment: Fulfilment,
  subtotal: number,
  deliveryAddress: () => Promise<AddressColumns>,
): Promise<{ address: AddressColumns; deliveryFee: number }> {
  const settings = await fulfilmentSettings(trx);
  if (!fulfilmentOffered(settings, fulfilment)) throw new AppError(422, `${fulfilment}_off`, { fulfilment: 'unavailable' });
  if (fulfilment === 'pickup') {
    const missing = missingForPickup(subtotal, settings.pickup_minimum);
    if (missing > 0) {
      const params = { minimum: formatMoney(settings.pickup_minimum ?? 0), missing: formatMoney(missing) };
      throw new AppError(422, 'below_pickup_minimum', undefined, params);
    }
    return { address: NO_ADDRESS, deliveryFee: 0 };
  }
  const address = await deliveryAddress();
  if (address.address === '') throw unprocessable({ address: 'required' });
  return { address, deliveryFee: await deliveryFeeFor(trx, address, subtotal) };
}
