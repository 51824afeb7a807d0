import type { Kysely, Transaction } from 'kysely';
import type { BackendDeps } from '../deps';
import type { Schema } from '../../db/schema';
import type { AuditActor } from '../audit/service';
import { recordAudit } from '../audit/service';
import { formatMoney } from '../../../shared/money';
import {
  addressPoint,
  missingForMinimum,
  openRing,
  polygonProblem,
  ZONE_LIMITS,
  zoneForAddress,
  type DeliveryZone,
} from '../../../shared/zones';
import { AppError, notFound, unprocessable } from '../../http/errors';
import * as repo from './repo';
import type { ZoneValues } from './repo';

type Db = Kysely<Schema> | Transaction<Schema>;

/** What the storefront needs to shade the map and show the terms: coordinates to 6 places (about 10 cm). */
export const publicZone = (zone: DeliveryZone) => ({
  ...zone,
  polygon: zone.polygon.map(([lat, lng]) => [Math.round(lat * 1e6) / 1e6, Math.round(lng * 1e6) / 1e6]),
});

/** The zones as stored, for the modules above this one (the learned estimate). */
export const listDeliveryZones = (db: Db) => repo.listZones(db);

/** What GET /zones answers, over HTTP and to the server render's in-process reads alike. */
export const publicZones = async (db: Db) => (await repo.listZones(db)).map(publicZone);

/**
 * The delivery fee of an order to this address, from the zone its map point falls in (see
 * shared/zones.ts zoneForAddress for an address without a point). Whatever a client sent as a fee is
 * never read. Outside every zone: 422 outside_delivery_area; dishes below the zone's minimum: 422
 * below_minimum_order, naming the minimum and what is missing.
 */
export async function deliveryFeeFor(trx: Db, address: { latitude: string; longitude: string }, subtotal: number): Promise<number> {
  const zone = zoneForAddress(await repo.listZones(trx), addressPoint(address.latitude, address.longitude));
  if (!zone) throw new AppError(422, 'outside_delivery_area', { address: 'outside_delivery_area' });
  const missing = missingForMinimum(subtotal, zone);
  if (missing > 0) {
    throw new AppError(422, 'below_minimum_order', undefined, { minimum: formatMoney(zone.minimum), missing: formatMoney(missing) });
  }
  return zone.fee;
}

/** The desk's zone editing: owner only (the router says so), audited, and announced to open pages. */
export function createZonesService(deps: BackendDeps) {
  const { db } = deps.database;
  const announce = () => deps.events.publish({ type: 'zones.changed', at: deps.now().toISOString() });

  return {
    list: () => repo.listZones(db),

    async create(body: ZoneValues, actor: AuditActor): Promise<DeliveryZone> {
      const values = checked(body);
      const zone = await db.transaction().execute(async (trx) => {
        if ((await repo.listZones(trx)).length >= ZONE_LIMITS.maxZones) throw unprocessable({ zones: 'too_many' }, 'too_many_zones');
        const created = await repo.insertZone(trx, values, deps.now());
        await recordAudit(trx, {
          actor,
          action: 'zone.create',
          entity: 'zone',
          entityId: created.id,
          before: null,
          after: created,
          at: deps.now(),
        });
        return created;
      });
      await announce();
      return zone;
    },

    async update(id: number, body: ZoneValues, actor: AuditActor): Promise<DeliveryZone> {
      const values = checked(body);
      const zone = await db.transaction().execute(async (trx) => {
        const before = await repo.findZone(trx, id);
        if (!before) throw notFound('zone_not_found');
        const after = (await repo.updateZone(trx, id, values, deps.now()))!;
        await recordAudit(trx, { actor, action: 'zone.update', entity: 'zone', entityId: id, before, after, at: deps.now() });
        return after;
      });
      await announce();
      return zone;
    },

    /** The last zone stays: without one the shop delivers nowhere, a change no owner means to make by a click. */
    async remove(id: number, actor: AuditActor): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const zones = await repo.listZones(trx);
        const before = zones.find((z) => z.id === id);
        if (!before) throw notFound('zone_not_found');
        if (zones.length === 1) throw new AppError(422, 'last_zone');
        await repo.deleteZone(trx, id);
        await recordAudit(trx, { actor, action: 'zone.delete', entity: 'zone', entityId: id, before, after: null, at: deps.now() });
      });
      await announce();
    },
  };
}

/** The body's polygon as an open ring, or a 422 naming what is wrong with it. */
function checked(body: ZoneValues): ZoneValues {
  const polygon = openRing(body.polygon);
  const problem = polygonProblem(polygon);
  if (problem) throw unprocessable({ polygon: problem }, `zone_${problem}`);
  return { name: body.name, fee: body.fee, minimum: body.minimum, estimate: body.estimate, polygon };
}
