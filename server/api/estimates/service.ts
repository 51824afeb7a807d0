import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import { addressPoint, zoneForAddress, type DeliveryZone } from '../../../shared/zones';
import {
  busyExtraMinutes,
  deliveryZone,
  learnedSince,
  LEARNED_ORDERS,
  rideMinutes,
  typicalMinutes,
  type DeskEstimates,
  type ShopEstimates,
  type ZoneEstimate,
} from '../../../shared/estimate';
import { busyNow } from '../rules/busy';
import { listDeliveryZones } from '../zones/service';
import { fulfilmentSettings } from '../rules/fulfilment';
import * as repo from './repo';

type Db = Kysely<Schema> | Transaction<Schema>;

const MINUTE_MS = 60_000;

// the newest deliveries are read a page at a time until every zone has its count: one page for a
// shop whose zones all deliver, the whole window only while a zone is still short of orders
const PAGE = 200;
// the newest deliveries whose rides are read for the kitchen: enough for a few zones' LEARNED_ORDERS each
const RIDE_ORDERS = 400;

/** Each zone's recent delivery times (whole minutes from accepted to delivered, newest first, LEARNED_ORDERS at most). */
async function durationsByZone(db: Db, zones: DeliveryZone[], now: Date): Promise<Map<number, number[]>> {
  const byZone = new Map<number, number[]>(zones.map((z) => [z.id, []]));
  const since = learnedSince(now).toISOString();
  // an order is accepted once; should its accepted row repeat, its first reading counts
  const seen = new Set<number>();
  const short = () => [...byZone.values()].some((d) => d.length < LEARNED_ORDERS);
  for (let offset = 0; short(); offset += PAGE) {
    const page = await repo.recentDeliveries(db, since, { limit: PAGE, offset });
    for (const d of page) {
      if (seen.has(d.order_id)) continue;
      seen.add(d.order_id);
      const zone = deliveryZone(zones, addressPoint(d.latitude, d.longitude));
      const minutes = Math.round((Date.parse(d.delivered_at) - Date.parse(d.accepted_at)) / MINUTE_MS);
      if (zone && minutes >= 0) byZone.get(zone.id)!.push(minutes);
    }
    if (page.length < PAGE) break;
  }
  return byZone;
}

/** Pickup's estimate: the median of recent pickup orders' accepted -> ready, the owner's minutes until there are enough. */
async function pickupEstimate(db: Db, now: Date, extra: number) {
  const [settings, durations] = await Promise.all([
    fulfilmentSettings(db),
    repo.recentPickups(db, learnedSince(now).toISOString(), LEARNED_ORDERS),
  ]);
  const typical = typicalMinutes(settings.pickup_minutes, durations);
  return {
    minutes: typical.minutes + extra,
    typical_minutes: typical.minutes,
    basis: typical.basis,
    configured_minutes: settings.pickup_minutes,
  };
}

async function estimatesWithZones(db: Db, now: Date) {
  const [zones, busy] = await Promise.all([listDeliveryZones(db), busyNow(db, now)]);
  const durations = await durationsByZone(db, zones, now);
  const extra = busyExtraMinutes(busy, now);
  const pickup = await pickupEstimate(db, now, extra);
  const estimates = zones.map((zone): ZoneEstimate => {
    const typical = typicalMinutes(zone.estimate, durations.get(zone.id)!);
    return { zone_id: zone.id, minutes: typical.minutes + extra, typical_minutes: typical.minutes, basis: typical.basis };
  });
  return { zones, busy, estimates, pickup };
}

/** GET /shop/estimates: what shoppers are told before they order, busy mode included. */
export async function shopEstimates(db: Db, now: Date): Promise<ShopEstimates> {
  const { busy, estimates, pickup } = await estimatesWithZones(db, now);
  const { configured_minutes: _setting, ...shown } = pickup;
  return { busy, zones: estimates, pickup: shown };
}

/** GET /desk/estimates: the same with what each rests on, and the accept dialog's default for every order waiting. */
export async function deskEstimates(db: Db, now: Date): Promise<DeskEstimates> {
  const [{ zones, busy, estimates, pickup }, waiting] = await Promise.all([estimatesWithZones(db, now), repo.ordersToAccept(db)]);
  const byZone = new Map(estimates.map((e) => [e.zone_id, e]));
  const suggested = waiting.flatMap((order) => {
    // a pickup order is ready by its pickup estimate: no zone
    if (order.fulfilment === 'pickup') return [{ order_id: order.id, minutes: pickup.minutes }];
    // an address without a point was priced as the dearest zone: its estimate too
    const zone = zoneForAddress(zones, addressPoint(order.latitude, order.longitude));
    return zone ? [{ order_id: order.id, minutes: byZone.get(zone.id)!.minutes }] : [];
  });
  return {
    busy,
    zones: zones.map((zone) => ({ ...byZone.get(zone.id)!, name: zone.name, configured_minutes: zone.estimate })),
    suggested,
    pickup,
  };
}

/**
 * The ride minutes (on the way -> delivered, shared/estimate.ts) of each zone, for the kitchen's later
 * time orders: learned from the zone's last LEARNED_ORDERS rides of the window, read from the newest
 * few hundred deliveries, else what the zone's estimate leaves after the kitchen's target.
 */
export async function zoneRides(db: Db, zones: DeliveryZone[], targetMinutes: number, now: Date): Promise<Map<number, number>> {
  const rides = new Map<number, number[]>(zones.map((z) => [z.id, []]));
  for (const r of await repo.recentRides(db, learnedSince(now).toISOString(), RIDE_ORDERS)) {
    const zone = deliveryZone(zones, addressPoint(r.latitude, r.longitude));
    const minutes = Math.round((Date.parse(r.delivered_at) - Date.parse(r.left_at)) / MINUTE_MS);
    const own = zone && rides.get(zone.id);
    if (own && minutes >= 0 && own.length < LEARNED_ORDERS) own.push(minutes);
  }
  return new Map(zones.map((z) => [z.id, rideMinutes(z.estimate, targetMinutes, rides.get(z.id)!)]));
}
