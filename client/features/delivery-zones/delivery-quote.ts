import { missingForMinimum, zoneForAddress, type DeliveryZone, type ZonePoint } from '../../../shared/zones';
import type { ShopEstimates } from '../../../shared/estimate';

/**
 * What delivery to an address costs, as the shopper is shown it before ordering. The server works
 * it out again from its own zones (shared/zones.ts both times) and is the one that charges.
 * - pending: the zones are not here yet (first render, no connection): the shop's flat fee
 * - outside: the point is outside every zone; the shop does not deliver there
 * - zone: the zone's fee, minimum (with what is missing) and estimate (the shop's learned one with
 *   busy mode added once /shop/estimates is here, `busy` its extra minutes; the zone's setting until
 *   then); `located` is false for an address without a map point, priced as the dearest zone
 */
export type DeliveryQuote =
  | { kind: 'pending'; fee: number }
  | { kind: 'outside'; fee: 0 }
  | { kind: 'zone'; fee: number; minimum: number; missing: number; estimate: number; busy: number; located: boolean };

export function deliveryQuote(
  zones: readonly DeliveryZone[] | undefined,
  point: ZonePoint | null,
  subtotal: number,
  flatFee: number,
  estimates?: ShopEstimates,
): DeliveryQuote {
  if (!zones) return { kind: 'pending', fee: flatFee };
  const zone = zoneForAddress(zones, point);
  if (!zone) return { kind: 'outside', fee: 0 };
  return {
    kind: 'zone',
    fee: zone.fee,
    minimum: zone.minimum,
    missing: missingForMinimum(subtotal, zone),
    estimate: estimates?.zones.find((e) => e.zone_id === zone.id)?.minutes ?? zone.estimate,
    busy: estimates?.busy?.extra_minutes ?? 0,
    located: point !== null,
  };
}

/** True when the shop would refuse the order for where it goes or how little it is. */
export const quoteRefuses = (quote: DeliveryQuote) => quote.kind === 'outside' || (quote.kind === 'zone' && quote.missing > 0);
